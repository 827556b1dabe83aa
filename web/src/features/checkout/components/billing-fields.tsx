import { useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import type { BillingInput } from '../api/initialize-payment.ts';

/**
 * Who the invoice is made out to: the billing name (prefilled with the licence's name, required), and for a business
 * its company, tax number and address. The server checks the same rules and answers 400 with the reason.
 */
export function BillingFields({
  value,
  onChange,
}: {
  value: BillingInput;
  onChange: (change: Partial<BillingInput>) => void;
}) {
  const id = useId();
  const field = (name: keyof BillingInput, label: string, props: { maxLength: number; autoComplete: string }) => (
    <label className="field" htmlFor={`${id}-${name}`}>
      <span className="field-label">{label}</span>
      <input
        id={`${id}-${name}`}
        className="input"
        type="text"
        required={name === 'name'}
        value={value[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
        {...props}
      />
    </label>
  );
  return (
    <fieldset className="billing-fields">
      <legend className="field-label">{t('Invoice details')}</legend>
      {field('name', t('Billing name'), { maxLength: 120, autoComplete: 'name' })}
      {field('company', t('Company (optional)'), { maxLength: 120, autoComplete: 'organization' })}
      {field('tax_number', t('Tax number (optional)'), { maxLength: 30, autoComplete: 'off' })}
      <label className="field" htmlFor={`${id}-address`}>
        <span className="field-label">{t('Billing address (optional)')}</span>
        <textarea
          id={`${id}-address`}
          className="input"
          rows={3}
          maxLength={300}
          autoComplete="street-address"
          value={value.address}
          onChange={(event) => onChange({ address: event.target.value })}
        />
      </label>
    </fieldset>
  );
}
