import { formatCedisWithPesewasIn } from '@shop/shared/i18n/format';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router-dom';
import { ShieldIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { CheckoutError } from './checkout-error.tsx';

/** The Payment card of checkout: how the buyer pays, and where the receipt goes. */
interface PaymentCardProps {
  amount: number;
  /** The signed-in buyer's account address (verified at sign-up); empty while signed out. */
  accountEmail: string;
  /** A saved session is still being restored: paying now would ask a signed-in buyer to sign in again. */
  checkingSession?: boolean;
  busy: boolean;
  error: string | null;
  /** Pay (signed in), or sign in first (signed out: the page opens the sign-in dialog). */
  onPay: () => void;
}

/**
 * The payment card: the address the receipt and download link go to, and the pay button. The address is the
 * account's own, shown read-only: it was verified when the account was made, and the shop never mails an address
 * typed here (anyone could have had the shop's mails sent to someone else).
 */
export function PaymentCard({ amount, accountEmail, checkingSession = false, busy, error, onPay }: PaymentCardProps) {
  const emailId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay();
  };

  return (
    <section className="checkout-card" aria-labelledby="payment-heading">
      <h2 id="payment-heading">
        <ShieldIcon size={20} /> {t('Payment')}
      </h2>
      {error ? <CheckoutError message={error} /> : null}
      <form className="pay-form" onSubmit={submit} noValidate>
        {accountEmail ? (
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
        <p className="pay-methods">{t('Pay securely by card or mobile money through Paystack.')}</p>
        <button
          type="submit"
          className="button button-primary button-large button-block"
          disabled={busy || checkingSession}
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
