import { PACKAGES, type Package } from '@shop/shared/plans/plan';
import type { PromotionCode } from '@shop/shared/promotions/promotion';
import { dialogSave, formField } from '../../../components/admin/form-parts.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { SwitchInput } from '../../../components/ui/switch-input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { checkedSubmit } from '../../../hooks/checked-submit.ts';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { useSavePromotion } from '../api/promotions.ts';
import { type PromotionFormValues, promotionFormValues, promotionRequest } from '../utils/promotion-form.ts';

const KINDS = [
  { id: 'percent', label: 'Percentage' },
  { id: 'fixed', label: 'Fixed amount (GH₵)' },
] as const;
const SCOPES = [
  { id: 'all', label: 'All plans' },
  { id: 'plans', label: 'Some plans' },
  { id: 'packages', label: 'Some packages' },
] as const;

/** New code and Edit code: one dialog; the code's name is fixed once created (orders keep it). */
export function PromotionFormDialog({ promotion, onClose }: { promotion?: PromotionCode; onClose: () => void }) {
  const showToast = useToast();
  const save = useSavePromotion();
  const { values, errors, setErrors, problem, setProblem, set, fieldId, inputProps, textProps, showFailure } =
    useFormState(() => promotionFormValues(promotion));

  const submit = checkedSubmit({ values, setErrors, setProblem }, promotionRequest, (body) =>
    save.mutate(
      { code: promotion?.code, body },
      dialogSave({
        saved: promotion ? 'Promotion code updated' : 'Promotion code created',
        failed: promotion ? 'Failed to update the code' : 'Failed to create the code',
        showToast,
        showFailure,
        onClose,
      }),
    ),
  );

  const field = formField<PromotionFormValues>({ fieldId, errors });
  const togglePackage = (name: Package, on: boolean) =>
    set('packages', on ? [...values.packages, name] : values.packages.filter((held) => held !== name));

  return (
    <Dialog
      title={promotion ? `Edit ${promotion.code}` : 'New promotion code'}
      onClose={onClose}
      className="dialog-wide admin-form-dialog"
    >
      <form className="form-stack" onSubmit={submit} noValidate>
        {promotion
          ? null
          : field(
              'code',
              'Code',
              <input {...textProps('code')} className="input" autoCapitalize="characters" required />,
              '3 to 32 letters, digits or dashes; buyers may type it in any case.',
            )}
        <div className="form-row">
          {field(
            'kind',
            'Discount',
            <Select
              {...inputProps('kind')}
              value={values.kind}
              onChange={(kind) => set('kind', kind)}
              options={KINDS}
            />,
          )}
          {field(
            'value',
            values.kind === 'percent' ? 'Percentage off' : 'Amount off (GH₵)',
            <input
              {...textProps('value')}
              className="input"
              type="number"
              inputMode="decimal"
              min={values.kind === 'percent' ? 1 : 0.01}
              max={values.kind === 'percent' ? 99 : undefined}
              step={values.kind === 'percent' ? 1 : 0.01}
              required
            />,
            'Taken off the catalogue price before tax; a plan never drops below GH₵1.',
          )}
        </div>
        {field(
          'scope',
          'Applies to',
          <Select
            {...inputProps('scope')}
            value={values.scope}
            onChange={(scope) => set('scope', scope)}
            options={SCOPES}
          />,
        )}
        {values.scope === 'plans'
          ? field(
              'plan_ids',
              'Plan ids',
              <textarea {...textProps('plan_ids')} className="textarea" rows={2} />,
              'Separated by commas or spaces.',
            )
          : null}
        {values.scope === 'packages' ? (
          <fieldset className="form-field">
            <legend className="field-label">Packages</legend>
            {PACKAGES.map((name) => (
              <label key={name} className="checkbox-row">
                <input
                  type="checkbox"
                  checked={values.packages.includes(name)}
                  onChange={(event) => togglePackage(name, event.target.checked)}
                />{' '}
                {name[0]?.toUpperCase() + name.slice(1)}
              </label>
            ))}
            {errors.packages ? <p className="field-error">{errors.packages}</p> : null}
          </fieldset>
        ) : null}
        <div className="form-row">
          {field('starts_at', 'Starts', <input {...textProps('starts_at')} className="input" type="date" />)}
          {field(
            'ends_at',
            'Ends',
            <input {...textProps('ends_at')} className="input" type="date" min={values.starts_at || undefined} />,
            'Inclusive: the code works until the end of this day (Accra).',
          )}
        </div>
        <div className="form-row">
          {field(
            'max_uses',
            'Total uses',
            <input {...textProps('max_uses')} className="input" type="number" inputMode="numeric" min={1} step={1} />,
            'Empty: no limit.',
          )}
          {field(
            'per_buyer_limit',
            'Uses per buyer',
            <input
              {...textProps('per_buyer_limit')}
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />,
            'Empty: no limit.',
          )}
        </div>
        <label className="switch admin-featured-switch">
          <span className="field-label">First purchase only</span>
          <SwitchInput
            checked={values.first_purchase_only}
            onChange={(checked) => set('first_purchase_only', checked)}
          />
        </label>
        <label className="switch admin-featured-switch">
          <span className="field-label">Enabled</span>
          <SwitchInput checked={values.enabled} onChange={(checked) => set('enabled', checked)} />
        </label>
        {field('note', 'Note for staff', <input {...textProps('note')} className="input" maxLength={200} />)}
        {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
        <div className="form-actions admin-form-actions">
          <button type="button" className="button button-outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
          <SubmitButton busy={save.isPending} busyLabel="Saving...">
            {promotion ? 'Save changes' : 'Create code'}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
