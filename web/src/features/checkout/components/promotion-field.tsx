import { formatCedisWithPesewasIn } from '@shop/shared/i18n/format-details';
import type { Package } from '@shop/shared/plans/plan';
import type { PromotionCheckResponse } from '@shop/shared/promotions/promotion';
import type { FormEvent } from 'react';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { useCheckPromotion } from '../api/check-promotion.ts';

interface PromotionFieldProps {
  planId: string;
  packageType: Package;
  applied: PromotionCheckResponse | null;
  onChange: (applied: PromotionCheckResponse | null) => void;
}

/** Checkout's "Promotion code" with Apply: the server says what it takes off, or why it cannot be used. */
export function PromotionField({ planId, packageType, applied, onChange }: PromotionFieldProps) {
  const { id, values, problem: error, setProblem: setError, fieldId, textProps } = useFormState({ code: '' });
  const code = values.code;
  const inputId = fieldId('code');
  const check = useCheckPromotion();

  // The refusal stays on screen until the next Apply, so it is the form's problem rather than the field's error.
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    check.mutate(
      { code: code.trim(), planId, packageType },
      {
        onSuccess: (answer) => onChange(answer),
        onError: (failure) => {
          onChange(null);
          // i18next-instrument-ignore-next-line
          setError(t(failure.message));
        },
      },
    );
  };

  if (applied) {
    return (
      <section className="checkout-card" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t('Promotion code')}</h2>
        <p className="promotion-applied" data-testid="promotion-applied">
          <strong>{applied.code}</strong> {t('Discount')}: −
          {formatCedisWithPesewasIn(applied.discount, currentLanguage())}
        </p>
        <button type="button" className="button button-secondary" onClick={() => onChange(null)}>
          {t('Remove')}
        </button>
      </section>
    );
  }
  return (
    <section className="checkout-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('Promotion code')}</h2>
      <form className="promotion-form" onSubmit={apply} noValidate>
        <label className="field" htmlFor={inputId}>
          <span className="field-label">{t('Promotion code')}</span>
          <input
            {...textProps('code')}
            className="input"
            type="text"
            autoComplete="off"
            maxLength={32}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          {error ? (
            <span id={`${inputId}-error`} className="field-error" role="alert">
              {error}
            </span>
          ) : null}
        </label>
        <button type="submit" className="button button-secondary" disabled={check.isPending || code.trim() === ''}>
          {t('Apply')}
        </button>
      </form>
    </section>
  );
}
