import { AD_POSITIONS, AD_TARGET_PAGES, AD_TYPES, type Ad } from '@shop/shared/storefront/ads';
import { useState } from 'react';
import { dialogSave, formField } from '../../../components/admin/form-parts.tsx';
import { ImageUploadField } from '../../../components/admin/image-upload-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { SwitchInput } from '../../../components/ui/switch-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { checkedSubmit } from '../../../hooks/checked-submit.ts';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { useSaveAd } from '../api/ads.ts';
import { AD_PRIORITY_RANGE, type AdFormValues, adFormValues, adRequest } from '../utils/ad-form.ts';
import { AD_POSITION_LABELS, AD_TARGET_LABELS, AD_TYPE_LABELS } from '../utils/ad-labels.ts';

/** Create Ad and Edit Ad: one dialog, identical fields and rules; only the title and the save differ. */
export function AdFormDialog({ ad, onClose }: { ad?: Ad; onClose: () => void }) {
  const showToast = useToast();
  const save = useSaveAd();
  const { values, errors, setErrors, problem, setProblem, set, fieldId, inputProps, textProps, showFailure } =
    useFormState(() => adFormValues(ad));
  const [uploading, setUploading] = useState(false);

  const submit = checkedSubmit({ values, setErrors, setProblem }, adRequest, (body) =>
    save.mutate(
      { id: ad?.id, body },
      dialogSave({
        saved: ad ? 'Ad updated successfully' : 'Ad created successfully',
        failed: ad ? 'Failed to update ad' : 'Failed to create ad',
        showToast,
        showFailure,
        onClose,
        alsoOnFailure: (failed) => showToast({ title: 'Error', description: failed }),
      }),
    ),
  );

  const field = formField<AdFormValues>({ fieldId, errors });
  const select = <V extends string>(
    name: 'type' | 'position' | 'target_page',
    options: readonly V[],
    labels: Record<V, string>,
  ) => (
    <Select
      {...inputProps(name)}
      value={values[name] as V}
      onChange={(value) => set(name, value as never)}
      options={options.map((option) => ({ id: option, label: labels[option] }))}
    />
  );

  return (
    <Dialog title={ad ? 'Edit Ad' : 'Create Ad'} onClose={onClose} className="dialog-wide admin-form-dialog">
      <form className="form-stack" onSubmit={submit} noValidate>
        {field('title', 'Title', <input {...textProps('title')} className="input" required />)}
        {field('description', 'Description', <textarea {...textProps('description')} className="textarea" rows={2} />)}
        {field(
          'content',
          'Content (HTML)',
          <textarea {...textProps('content')} className="textarea" rows={3} />,
          'Shown in the ad after unsafe markup is removed.',
        )}
        <div className="form-row admin-form-row-3">
          {field('type', 'Type', select('type', AD_TYPES, AD_TYPE_LABELS))}
          {field('position', 'Position', select('position', AD_POSITIONS, AD_POSITION_LABELS))}
          {field('target_page', 'Target Page', select('target_page', AD_TARGET_PAGES, AD_TARGET_LABELS))}
        </div>
        <ImageUploadField
          label="Ad Image"
          folder="ads"
          itemId={ad?.id}
          value={values.image_url}
          onChange={(url) => set('image_url', url)}
          onBusy={setUploading}
        />
        <div className="form-row">
          {field('image_url', 'Image URL', <input {...textProps('image_url')} className="input" type="url" />)}
          {field(
            'link_url',
            'Link URL',
            <input {...textProps('link_url')} className="input" type="url" placeholder="https://" />,
          )}
        </div>
        <div className="form-row admin-form-row-3">
          {field(
            'priority',
            'Priority',
            <input
              {...textProps('priority')}
              className="input"
              type="number"
              inputMode="numeric"
              min={AD_PRIORITY_RANGE.min}
              max={AD_PRIORITY_RANGE.max}
              step={1}
            />,
            '0 to 100; higher shows first.',
          )}
          {field('start_date', 'Start Date', <input {...textProps('start_date')} className="input" type="date" />)}
          {field(
            'end_date',
            'End Date',
            <input {...textProps('end_date')} className="input" type="date" min={values.start_date || undefined} />,
          )}
        </div>
        <label className="switch admin-featured-switch">
          <span className="field-label">Active</span>
          <SwitchInput checked={values.is_active} onChange={(checked) => set('is_active', checked)} />
        </label>
        {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
        <div className="form-actions admin-form-actions">
          <button type="button" className="button button-outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
          <SubmitButton busy={save.isPending} busyLabel="Saving..." disabled={uploading}>
            {ad ? 'Update Ad' : 'Create Ad'}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
