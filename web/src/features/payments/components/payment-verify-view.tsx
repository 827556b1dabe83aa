import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { readCheckoutData } from '../../../lib/checkout-hand-over.ts';
import type { VerificationState } from '../hooks/use-payment-verification.ts';
import { successTarget } from '../hooks/use-redirect-after-success.ts';
import '../payments.css';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { t } from '../../../i18n/i18n.ts';

interface PaymentVerifyViewProps {
  state: VerificationState;
  /** 'return' is /payment/verify; 'checkout' is /checkout?reference=... */
  variant: 'return' | 'checkout';
  onRecheck: () => void;
  onLogIn: () => void;
}

/** What the buyer sees while and after their payment is verified. */
export function PaymentVerifyView({ state, variant, onRecheck, onLogIn }: PaymentVerifyViewProps) {
  if (state.kind === 'checking') {
    return (
      <div className="verify-panel">
        <Spinner label={t('Verifying your payment...')} />
      </div>
    );
  }

  if (state.kind === 'success') {
    const next = successTarget(state);
    return (
      <VerifyPanel
        role="status"
        tone="success"
        icon="✓"
        title={variant === 'return' ? t('Payment Successful!') : t('Payment Successful')}
        text={t('Your payment has been verified successfully')}
      >
        <p>{state.requestId ? t('Redirecting you to your request...') : t('Redirecting you to your downloads...')}</p>
        <div className="message-actions">
          <ButtonLink to={next} variant="primary">
            {state.requestId ? t('Go to your request') : t('Go to Downloads')}
          </ButtonLink>
          {variant === 'checkout' ? (
            <>
              <ViewOrdersLink />
              <ButtonLink to={paths.plans.getHref()} variant="outline">
                {t('Browse Plans')}
              </ButtonLink>
            </>
          ) : null}
        </div>
      </VerifyPanel>
    );
  }

  if (state.kind === 'pending') {
    return (
      <VerifyPanel
        role="status"
        tone="pending"
        icon="…"
        title={t('Waiting for Payment Approval')}
        // i18next-instrument-ignore-next-line
        text={t(state.message)}
      >
        {state.gaveUp ? (
          <div className="message-actions">
            <button type="button" className="button button-primary" onClick={onRecheck}>
              {t('Check Again')}
            </button>
            <ViewOrdersLink />
          </div>
        ) : (
          <Spinner label={t('Checking again in a few seconds...')} />
        )}
      </VerifyPanel>
    );
  }

  if (state.kind === 'signed-out') {
    return (
      <VerifyPanel
        role="alert"
        tone="failed"
        icon="!"
        title={t('Payment Verification Failed')}
        text={t('Please log in to confirm your payment. If you paid, your order is safe and shows under your orders.')}
      >
        <div className="message-actions">
          <button type="button" className="button button-primary" onClick={onLogIn}>
            {t('Log In')}
          </button>
          <BackToPlansLink variant="outline" />
        </div>
      </VerifyPanel>
    );
  }

  if (state.kind === 'cancelled') {
    return (
      // i18next-instrument-ignore-next-line
      <VerifyPanel role="alert" tone="pending" icon="↺" title={t('Payment Cancelled')} text={t(state.message)}>
        <RetryActions planId={state.planId} />
      </VerifyPanel>
    );
  }

  return (
    <VerifyPanel
      role="alert"
      tone="failed"
      icon="✕"
      // A declined card is named as such; the reason below keeps the verification words.
      title={state.declined ? t('Payment Declined') : t('Payment Verification Failed')}
      // i18next-instrument-ignore-next-line
      text={t(state.reason)}
    >
      {state.planId ? (
        <RetryActions planId={state.planId} />
      ) : (
        <div className="message-actions">
          <BackToPlansLink variant="primary" />
        </div>
      )}
    </VerifyPanel>
  );
}

/** Where a buyer can always see what they bought and what is still waiting. */
function ViewOrdersLink() {
  return (
    <ButtonLink to={paths.userOrders.getHref()} variant="outline">
      {t('View Orders')}
    </ButtonLink>
  );
}

/** The way out of a payment that did not go through: back to choosing a plan. */
function BackToPlansLink({ variant }: { variant: 'primary' | 'outline' }) {
  return (
    <ButtonLink to={paths.plans.getHref()} variant={variant}>
      {t('Back to Plans')}
    </ButtonLink>
  );
}

/**
 * Try again goes back to the saved checkout when it is for this plan (the buyer's package and email are kept
 * there), else to the plan's page; a contact link for a buyer who is stuck.
 */
function RetryActions({ planId }: { planId: string }) {
  const saved = readCheckoutData();
  const retry = saved?.planId === planId ? paths.checkout.getHref() : paths.plan.getHref(planId);
  return (
    <div className="message-actions">
      <ButtonLink to={retry} variant="primary">
        {t('Try again')}
      </ButtonLink>
      <ButtonLink to={paths.contact.getHref()} variant="outline">
        {t('Contact Support')}
      </ButtonLink>
      <BackToPlansLink variant="outline" />
    </div>
  );
}

/** One outcome of the verification: its mark, its heading and line, then what the buyer can do next. */
function VerifyPanel({
  role,
  tone,
  icon,
  title,
  text,
  children,
}: {
  role: 'status' | 'alert';
  tone: 'success' | 'pending' | 'failed';
  icon: string;
  title: ReactNode;
  text: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="verify-panel" role={role}>
      <span className={`verify-icon verify-icon-${tone}`} aria-hidden="true">
        {icon}
      </span>
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
    </div>
  );
}
