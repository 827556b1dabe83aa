import { useSearchParams } from 'react-router-dom';
import { savePendingPremiumOrder } from '../../../features/checkout/utils/pending-premium-order.ts';
import { PaymentVerifyView } from '../../../features/payments/components/payment-verify-view.tsx';
import {
  usePaymentVerification,
  type VerificationState,
} from '../../../features/payments/hooks/use-payment-verification.ts';
import { useRedirectAfterSuccess } from '../../../features/payments/hooks/use-redirect-after-success.ts';
import { paymentReferenceFrom } from '../../../features/payments/utils/payment-reference.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.tsx';
import { clearCheckoutData } from '../../../lib/checkout-hand-over.ts';

/**
 * A verified payment ends the checkout: the hand-over is cleared, and a premium order is remembered so a buyer
 * who comes back to its downloads signed out is asked to create their account.
 */
export function onPaymentVerified(state: VerificationState): void {
  if (state.kind !== 'success') return;
  clearCheckoutData();
  if (state.packageType === 'premium') {
    savePendingPremiumOrder({ orderId: state.orderId, planTitle: state.planTitle, packageType: state.packageType });
  }
}

/** /payment/verify: Paystack sends the buyer back here with ?trxref=..&reference=.. */
export function PaymentVerifyRoute() {
  useDocumentMeta(t('Verifying Payment'));
  const [search] = useSearchParams();
  const { state, recheck } = usePaymentVerification(paymentReferenceFrom(search));
  const authDialog = useAuthDialog();
  useRedirectAfterSuccess(state, onPaymentVerified);
  return (
    <div className="container">
      <PaymentVerifyView state={state} variant="return" onRecheck={recheck} onLogIn={authDialog.open} />
    </div>
  );
}
