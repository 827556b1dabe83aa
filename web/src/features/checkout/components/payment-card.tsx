import { formatCedisWithPesewasIn } from '@shop/shared/i18n/format';
import { LICENCE_NAME_MAX } from '@shop/shared/orders/licence';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ShieldIcon } from '../../../components/ui/icons.tsx';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { CheckoutError } from './checkout-error.tsx';

/** The Payment card of checkout: how the buyer pays. */
export const EMAIL_REQUIRED = msg('Please enter your email address');
export const LICENCE_NAME_REQUIRED = msg('Please enter the name on the licence');

interface PaymentCardProps {
  amount: number;
  /** Filled in once known (the signed-in buyer's address); the buyer may change it. */
  defaultEmail: string;
  /** The profile's first and last name, once known; the buyer may change it (a company, another spelling). */
  defaultLicenceName: string;
  /** A saved session is still being restored: paying now would ask a signed-in buyer to sign in again. */
  checkingSession?: boolean;
  busy: boolean;
  error: string | null;
  onPay: (email: string, licenceName: string) => void;
}

/**
 * The payment card: the name on the licence (stamped on every sheet and on the certificate), an email field and
 * the pay button, disabled while either is empty or while the payment is being initialised.
 */
export function PaymentCard({
  amount,
  defaultEmail,
  defaultLicenceName,
  checkingSession = false,
  busy,
  error,
  onPay,
}: PaymentCardProps) {
  const emailId = useId();
  const nameId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [licenceName, setLicenceName] = useState(defaultLicenceName);
  const [nameError, setNameError] = useState<string | null>(null);

  // The profile arrives after the page; fill the name unless the buyer has already typed one.
  useEffect(() => {
    if (defaultLicenceName) setLicenceName((current) => current || defaultLicenceName);
  }, [defaultLicenceName]);

  // The address arrives after sign-in; fill it unless the buyer has already typed one.
  useEffect(() => {
    if (defaultEmail) setEmail((current) => current || defaultEmail);
  }, [defaultEmail]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const name = licenceName.trim();
    setNameError(name ? null : t(LICENCE_NAME_REQUIRED));
    setEmailError(trimmed ? null : t(EMAIL_REQUIRED));
    if (!trimmed || !name) return;
    onPay(trimmed, name);
  };

  return (
    <section className="checkout-card" aria-labelledby="payment-heading">
      <h2 id="payment-heading">
        <ShieldIcon size={20} /> {t('Payment')}
      </h2>
      {error ? <CheckoutError message={error} /> : null}
      <form className="pay-form" onSubmit={submit} noValidate>
        <label className="field" htmlFor={nameId}>
          <span className="field-label">{t('Name on the licence')}</span>
          <input
            id={nameId}
            className="input"
            type="text"
            autoComplete="name"
            required
            maxLength={LICENCE_NAME_MAX}
            value={licenceName}
            onChange={(event) => setLicenceName(event.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : `${nameId}-hint`}
          />
          {nameError ? (
            <span id={`${nameId}-error`} className="field-error">
              {nameError}
            </span>
          ) : (
            <span id={`${nameId}-hint`} className="field-hint">
              {t('Printed on every sheet and on your licence certificate.')}
            </span>
          )}
        </label>
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
          disabled={busy || checkingSession || email.trim() === '' || licenceName.trim() === ''}
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
