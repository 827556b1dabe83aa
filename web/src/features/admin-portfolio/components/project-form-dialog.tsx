import { PORTFOLIO_STATUSES, type PortfolioItem, type PortfolioStatus } from '@shop/shared/content/portfolio';
import { useState } from 'react';
import { dialogSave } from '../../../components/admin/form-parts.tsx';
import { ImageUploadField } from '../../../components/admin/image-upload-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { checkedSubmit } from '../../../hooks/checked-submit.ts';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { useSaveProject } from '../api/portfolio.ts';
import { projectFormValues, projectRequest } from '../utils/project-form.ts';

/** The project's two pictures: the design, and the building as it stands. */
const IMAGE_FIELDS = [
  ['design_image', 'Design Image'],
  ['current_image', 'Current Image'],
] as const;

const STATUS_LABELS: Record<PortfolioStatus, string> = { 'in-progress': 'In Progress', completed: 'Completed' };

/** New Project / Edit Project: without an item it creates, with one it updates; Cancel discards what was typed. */
export function ProjectFormDialog({ item, onClose }: { item?: PortfolioItem; onClose: () => void }) {
  const showToast = useToast();
  const save = useSaveProject();
  const { values, errors, setErrors, problem, setProblem, set, fieldId, textProps, showFailure } = useFormState(() =>
    projectFormValues(item),
  );
  const [uploads, setUploads] = useState(0);
  const busy = (on: boolean) => setUploads((count) => count + (on ? 1 : -1));

  const submit = checkedSubmit({ values, setErrors, setProblem }, projectRequest, (body) =>
    save.mutate(
      { id: item?.id, body },
      dialogSave({
        saved: item ? 'Project updated successfully' : 'Project created successfully',
        failed: item ? 'Failed to update project' : 'Failed to create project',
        showToast,
        showFailure,
        onClose,
        alsoOnFailure: showToast,
      }),
    ),
  );

  const text = (field: 'title' | 'category' | 'location', label: string, required = false) => (
    <FormField htmlFor={fieldId(field)} label={label} error={errors[field]}>
      <input {...textProps(field)} className="input" required={required} />
    </FormField>
  );
  const area = (field: 'summary' | 'description' | 'features' | 'specifications', label: string, hint?: string) => (
    <FormField htmlFor={fieldId(field)} label={label} hint={hint} error={errors[field]}>
      <textarea
        id={fieldId(field)}
        className="textarea"
        rows={field === 'description' ? 5 : 3}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    </FormField>
  );

  return (
    <Dialog title={item ? 'Edit Project' : 'New Project'} onClose={onClose} className="dialog-wide admin-form-dialog">
      <form className="form-stack" onSubmit={submit} noValidate>
        {text('title', 'Title', true)}
        <div className="form-row admin-form-row-3">
          {text('category', 'Category')}
          {text('location', 'Location')}
          <FormField htmlFor={fieldId('status')} label="Status">
            <Select
              id={fieldId('status')}
              value={values.status}
              onChange={(value) => set('status', value)}
              options={PORTFOLIO_STATUSES.map((status) => ({ id: status, label: STATUS_LABELS[status] }))}
            />
          </FormField>
        </div>
        {area('summary', 'Summary')}
        {area('description', 'Description')}
        <div className="form-row">
          {IMAGE_FIELDS.map(([field, label]) => (
            <ImageUploadField
              key={field}
              label={label}
              folder="portfolio"
              itemId={item?.id}
              value={values[field]}
              onChange={(url) => set(field, url)}
              onBusy={busy}
            />
          ))}
        </div>
        {area('features', 'Features', 'One per line.')}
        {area('specifications', 'Specifications', 'One per line, as "Name: value", e.g. "Floors: 2".')}
        {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
        <div className="form-actions admin-form-actions">
          <button type="button" className="button button-outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
          <SubmitButton busy={save.isPending} busyLabel="Saving..." disabled={uploads > 0}>
            {item ? 'Update Project' : 'Create Project'}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
