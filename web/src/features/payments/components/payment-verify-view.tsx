import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { readCheckoutData } from '../../../lib/checkout-hand-over.ts';
import type { VerificationState } from '../hooks/use-payment-verification.ts';
import '../payments.css';

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
        <Spinner label="Verifying your payment..." />
      </div>
    );
  }

  if (state.kind === 'success') {
    const downloads = paths.download.getHref(state.orderId);
    return (
      <div className="verify-panel" role="status">
        <span className="verify-icon verify-icon-success" aria-hidden="true">
          ✓
        </span>
        <h1>{variant === 'return' ? 'Payment Successful!' : 'Payment Successful'}</h1>
        <p>Your payment has been verified successfully</p>
        <p>Redirecting you to your downloads...</p>
        <div className="message-actions">
          <Link to={downloads} className="button button-primary">
            Go to Downloads
          </Link>
          {variant === 'checkout' ? (
            <>
              <Link to={paths.userOrders.getHref()} className="button button-outline">
                View Orders
              </Link>
              <Link to={paths.plans.getHref()} className="button button-outline">
                Browse Plans
              </Link>
            </>
          ) : null}
        </div>
      </div>
    );
  }

  if (state.kind === 'pending') {
    return (
      <div className="verify-panel" role="status">
        <span className="verify-icon verify-icon-pending" aria-hidden="true">
          …
        </span>
        <h1>Waiting for Payment Approval</h1>
        <p>{state.message}</p>
        {state.gaveUp ? (
          <div className="message-actions">
            <button type="button" className="button button-primary" onClick={onRecheck}>
              Check Again
            </button>
            <Link to={paths.userOrders.getHref()} className="button button-outline">
              View Orders
            </Link>
          </div>
        ) : (
          <Spinner label="Checking again in a few seconds..." />
        )}
      </div>
    );
  }

  if (state.kind === 'signed-out') {
    return (
      <div className="verify-panel" role="alert">
        <span className="verify-icon verify-icon-failed" aria-hidden="true">
          !
        </span>
        <h1>Payment Verification Failed</h1>
        <p>Please log in to confirm your payment. If you paid, your order is safe and shows under your orders.</p>
        <div className="message-actions">
          <button type="button" className="button button-primary" onClick={onLogIn}>
            Log In
          </button>
          <Link to={paths.plans.getHref()} className="button button-outline">
            Back to Plans
          </Link>
        </div>
      </div>
    );
  }

  if (state.kind === 'cancelled') {
    return (
      <div className="verify-panel" role="alert">
        <span className="verify-icon verify-icon-pending" aria-hidden="true">
          ↺
        </span>
        <h1>Payment Cancelled</h1>
        <p>{state.message}</p>
        <RetryActions planId={state.planId} />
      </div>
    );
  }

  return (
    <div className="verify-panel" role="alert">
      <span className="verify-icon verify-icon-failed" aria-hidden="true">
        ✕
      </span>
      <h1>Payment Verification Failed</h1>
      <p>{state.reason}</p>
      {state.planId ? (
        <RetryActions planId={state.planId} />
      ) : (
        <div className="message-actions">
          <Link to={paths.plans.getHref()} className="button button-primary">
            Back to Plans
          </Link>
        </div>
      )}
    </div>
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
      <Link to={retry} className="button button-primary">
        Try again
      </Link>
      <Link to={paths.contact.getHref()} className="button button-outline">
        Contact Support
      </Link>
      <Link to={paths.plans.getHref()} className="button button-outline">
        Back to Plans
      </Link>
    </div>
  );
}
