import { formatCedisWithPesewasIn } from '@shop/shared/i18n/format';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ShieldIcon } from '../../../components/ui/icons.tsx';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { CheckoutError } from './checkout-error.tsx';

/** The Payment card of checkout: how the buyer pays. */
export const EMAIL_REQUIRED = msg('Please enter your email address');

interface PaymentCardProps {
  amount: number;
  /** Filled in once known (the signed-in buyer's address); the buyer may change it. */
  defaultEmail: string;
  /** A saved session is still being restored: paying now would ask a signed-in buyer to sign in again. */
  checkingSession?: boolean;
  busy: boolean;
  error: string | null;
  onPay: (email: string) => void;
}

/**
 * The payment card: an email field and the pay button, disabled while the email is empty or while the payment
 * is being initialised.
 */
export function PaymentCard({ amount, defaultEmail, checkingSession = false, busy, error, onPay }: PaymentCardProps) {
  const emailId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [emailError, setEmailError] = useState<string | null>(null);

  // The address arrives after sign-in; fill it unless the buyer has already typed one.
  useEffect(() => {
    if (defaultEmail) setEmail((current) => current || defaultEmail);
  }, [defaultEmail]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setEmailError(t(EMAIL_REQUIRED));
      return;
    }
    setEmailError(null);
    onPay(trimmed);
  };

  return (
    <section className="checkout-card" aria-labelledby="payment-heading">
      <h2 id="payment-heading">
        <ShieldIcon size={20} /> {t('Payment')}
      </h2>
      {error ? <CheckoutError message={error} /> : null}
      <form className="pay-form" onSubmit={submit} noValidate>
        <label className="field" htmlFor={emailId}>
          <span className="field-label">{t('Email Address')}</span>
          <input
            id={emailId}
            className="input"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${emailId}-error` : undefined}
          />
          {emailError ? (
            <span id={`${emailId}-error`} className="field-error">
              {emailError}
            </span>
          ) : null}
        </label>
        <p className="pay-methods">
          {t(
            'Pay securely by card or mobile money through Paystack. Your receipt and download link go to this address.',
          )}
        </p>
        <button
          type="submit"
          className="button button-primary button-large button-block"
          disabled={busy || checkingSession || email.trim() === ''}
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
