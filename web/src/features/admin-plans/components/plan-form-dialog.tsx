import type { PublicPlan } from '@shop/shared/plans/plan';
import type { FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreatePlan, useUpdatePlan } from '../api/plan-mutations.ts';
import { usePlanMedia } from '../hooks/use-plan-media.ts';
import {
  type EditablePlan,
  knownFieldErrors,
  type PlanFormField,
  type PlanFormValues,
  planFormValues,
  planRequestBody,
  validatePlanForm,
} from '../utils/plan-form-values.ts';
import { PlanDetailsFields } from './plan-details-fields.tsx';
import { PlanMediaFields } from './plan-media-fields.tsx';

type PlanBeingEdited = PublicPlan & Partial<Pick<EditablePlan, 'plan_files'>>;

/**
 * Add Plan / Edit Plan. The rules are checked here first (the same schema the Lambda uses); the server's own
 * field errors, if it still refuses, appear under the fields. Uploads are sent as files are chosen.
 */
export function PlanFormDialog({ plan, onClose }: { plan?: PlanBeingEdited; onClose: () => void }) {
  const showToast = useToast();
  const {
    id: idPrefix,
    values,
    setValues,
    errors,
    setErrors,
    problem,
    setProblem,
    set,
  } = useFormState<PlanFormValues>(() => planFormValues(plan));
  const media = usePlanMedia(plan?.id, setValues);
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const filesKnown = !plan || plan.plan_files !== undefined;
  const saving = create.isPending || update.isPending;
  const failure = plan ? 'Failed to update plan' : 'Failed to create plan';

  const onChange = <F extends PlanFormField>(field: F, value: PlanFormValues[F]) => {
    set(field, value);
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = validatePlanForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem('Please correct the highlighted fields.');
      return;
    }
    const body = planRequestBody(values);
    const onError = (error: Error) => {
      const fields = error instanceof ApiError ? knownFieldErrors(error.fields) : {};
      setErrors(fields);
      setProblem(error instanceof ApiError && error.status < 500 ? error.message : failure);
      showToast(failure);
    };
    if (plan) {
      // Files the API did not list are left alone: sending a partial list would drop the others.
      const { plan_files, ...rest } = body;
      const changes = filesKnown ? body : rest;
      update.mutate(
        { id: plan.id, changes },
        {
          onSuccess: () => {
            showToast('Plan updated successfully');
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          showToast('Plan created successfully');
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <Dialog title={plan ? 'Edit Plan' : 'Add New Plan'} onClose={onClose} className="dialog-wide admin-form-dialog">
      <form className="form-stack" onSubmit={submit} noValidate>
        <PlanDetailsFields idPrefix={idPrefix} values={values} errors={errors} onChange={onChange} />
        <PlanMediaFields values={values} media={media} filesKnown={filesKnown} />
        {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
        <div className="form-actions admin-form-actions">
          <button type="button" className="button button-outline" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <SubmitButton busy={saving} busyLabel="Saving..." disabled={media.uploading}>
            {media.uploading ? 'Uploading...' : plan ? 'Update Plan' : 'Create Plan'}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
