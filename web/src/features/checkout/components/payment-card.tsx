import { formatCedisWithPesewasIn } from '@shop/shared/i18n/format-details';
import { LICENCE_NAME_MAX } from '@shop/shared/orders/licence';
import { type FormEvent, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ShieldIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import type { BillingInput } from '../api/initialize-payment.ts';
import { BillingFields } from './billing-fields.tsx';
import { CheckoutError } from './checkout-error.tsx';
import { GiftFields, type GiftInput } from './gift-fields.tsx';

export const LICENCE_NAME_REQUIRED = msg('Please enter the name on the licence');

interface PaymentValues {
  licenceName: string;
  billing: BillingInput & { nameEdited: boolean };
  giving: boolean;
  gift: GiftInput;
}

/** The Payment card of checkout: how the buyer pays, whose name the licence carries, and where the receipt goes. */
interface PaymentCardProps {
  amount: number;
  /** The taxes in the amount (as the server will freeze them on the order), shown above Pay. */
  taxLines?: { name: string; rate_percent: number; amount_pesewas: number }[];
  /** The signed-in buyer's account address (verified at sign-up); empty while signed out. */
  accountEmail: string;
  /** The profile's first and last name, once known; the buyer may change it (a company, another spelling). */
  defaultLicenceName: string;
  /** A saved session is still being restored: paying now would ask a signed-in buyer to sign in again. */
  checkingSession?: boolean;
  busy: boolean;
  error: string | null;
  /** Pay (signed in, with the name on the licence), or sign in first (signed out: the page opens the sign-in dialog). */
  onPay: (licenceName: string, billing: BillingInput, gift?: GiftInput) => void;
}

/**
 * The payment card: the name on the licence (stamped on every sheet and on the certificate), the address the
 * receipt and download link go to, and the pay button. The address is the account's own, shown read-only: it was
 * verified when the account was made, and the shop never mails an address typed here (anyone could have had the
 * shop's mails sent to someone else). Both appear once the buyer is signed in.
 */
export function PaymentCard({
  amount,
  taxLines = [],
  accountEmail,
  defaultLicenceName,
  checkingSession = false,
  busy,
  error,
  onPay,
}: PaymentCardProps) {
  const { id, values, setValues, set, errors, setErrors, fieldId, textProps } = useFormState<PaymentValues>(() => ({
    licenceName: defaultLicenceName,
    // The billing name follows the licence's name until the buyer writes another (a company pays, a person builds).
    billing: { name: '', company: '', tax_number: '', address: '', nameEdited: false },
    // "Give this plan": the licence is the recipient's, so the card asks for them instead of the name on the licence.
    giving: false,
    gift: { recipientName: '', recipientEmail: '', message: '', language: currentLanguage() },
  }));
  const { licenceName, billing, giving, gift } = values;
  const nameId = fieldId('licenceName');
  const emailId = `${id}-email`;
  // The giver's own name (the hidden licence field keeps it) bills a gift until they write another.
  const billingName = billing.nameEdited ? billing.name : licenceName;
  const signedIn = accountEmail !== '';
  const giftIncomplete = giving && (gift.recipientName.trim() === '' || gift.recipientEmail.trim() === '');

  // The profile arrives after the page; fill the name unless the buyer has already typed one.
  useEffect(() => {
    if (defaultLicenceName) {
      setValues((current) => (current.licenceName ? current : { ...current, licenceName: defaultLicenceName }));
    }
  }, [defaultLicenceName, setValues]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = licenceName.trim();
    if (signedIn && giving) {
      const { nameEdited: _edited, ...details } = billing;
      onPay(name, { ...details, name: billingName.trim() }, gift);
      return;
    }
    if (signedIn && !name) {
      // i18next-instrument-ignore-next-line
      setErrors({ licenceName: t(LICENCE_NAME_REQUIRED) });
      return;
    }
    setErrors({});
    const { nameEdited: _edited, ...details } = billing;
    onPay(name, { ...details, name: billingName.trim() });
  };

  return (
    <section className="checkout-card" aria-labelledby="payment-heading">
      <h2 id="payment-heading">
        <ShieldIcon size={20} /> {t('Payment')}
      </h2>
      {error ? <CheckoutError message={error} /> : null}
      <form className="pay-form" onSubmit={submit} noValidate>
        {signedIn ? (
          <label className="checkbox-field gift-choice">
            <input type="checkbox" checked={giving} onChange={(event) => set('giving', event.target.checked)} />{' '}
            {t('Give this plan to someone else')}
          </label>
        ) : null}
        {signedIn && giving ? (
          <GiftFields value={gift} onChange={(change) => set('gift', { ...gift, ...change })} />
        ) : null}
        {signedIn && !giving ? (
          <label className="field" htmlFor={nameId}>
            <span className="field-label">{t('Name on the licence')}</span>
            <input
              {...textProps('licenceName')}
              className="input"
              type="text"
              autoComplete="name"
              required
              maxLength={LICENCE_NAME_MAX}
              aria-describedby={errors.licenceName ? `${nameId}-error` : `${nameId}-hint`}
            />
            {errors.licenceName ? (
              <span id={`${nameId}-error`} className="field-error">
                {errors.licenceName}
              </span>
            ) : (
              <span id={`${nameId}-hint`} className="field-hint">
                {t('Printed on every sheet and on your licence certificate.')}
              </span>
            )}
          </label>
        ) : null}
        {signedIn ? (
          <label className="field" htmlFor={emailId}>
            <span className="field-label">{t('Email Address')}</span>
            <input
              id={emailId}
              className="input"
              type="email"
              value={accountEmail}
              readOnly
              aria-describedby={`${emailId}-hint`}
            />
            <span id={`${emailId}-hint`} className="field-hint">
              {t("Your receipt and download link go to your account's address.")}{' '}
              <Link to={paths.contact.getHref()}>{t('Contact us to change it')}</Link>
            </span>
          </label>
        ) : null}
        {signedIn ? (
          <BillingFields
            value={{ ...billing, name: billingName }}
            onChange={(change) =>
              set('billing', { ...billing, ...change, nameEdited: billing.nameEdited || 'name' in change })
            }
          />
        ) : null}
        {taxLines.length > 0 ? (
          <ul className="tax-lines">
            {taxLines.map((line) => (
              <li key={line.name}>
                {t('Including {tax}: {amount}', {
                  tax: `${line.name} (${line.rate_percent}%)`,
                  amount: formatCedisWithPesewasIn(line.amount_pesewas / 100, currentLanguage()),
                })}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="pay-methods">{t('Pay securely by card or mobile money through Paystack.')}</p>
        <button
          type="submit"
          className="button button-primary button-large button-block"
          disabled={
            busy ||
            checkingSession ||
            (signedIn && ((!giving && licenceName.trim() === '') || billingName.trim() === '' || giftIncomplete))
          }
        >
          {busy
            ? t('Initializing payment...')
            : checkingSession
              ? t('Checking your sign-in...')
              : t('Pay {amount}', { amount: formatCedisWithPesewasIn(amount, currentLanguage()) })}
        </button>
      </form>
    </section>
  );
}
