import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { savePendingPremiumOrder } from '../../../features/checkout/utils/pending-premium-order.ts';
import { getDownloadQueryOptions } from '../../../features/downloads/api/get-download.ts';
import { PaymentVerifyView } from '../../../features/payments/components/payment-verify-view.tsx';
import {
  usePaymentVerification,
  type VerificationState,
} from '../../../features/payments/hooks/use-payment-verification.ts';
import { useRedirectAfterSuccess } from '../../../features/payments/hooks/use-redirect-after-success.ts';
import { paymentReferenceFrom } from '../../../features/payments/utils/payment-reference.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useAuthDialog } from '../../../lib/auth-dialog.tsx';
import { clearCheckoutData } from '../../../lib/checkout-hand-over.ts';

/**
 * A verified payment ends the checkout: the hand-over is cleared, and a premium order is remembered so a buyer
 * who comes back to its downloads signed out is asked to create their account.
 */
function onPaymentVerified(state: VerificationState): void {
  if (state.kind !== 'success') return;
  clearCheckoutData();
  if (state.packageType === 'premium') {
    savePendingPremiumOrder({ orderId: state.orderId, planTitle: state.planTitle, packageType: state.packageType });
  }
}

/**
 * What a verified payment does on either return page: the above, and for a signed-in buyer the download page's data
 * is asked for at once. The server starts stamping the files on that first request, so they are made while the buyer
 * reads "Payment Successful!" for two seconds, and the download page opens on the answer already in flight.
 */
export function usePaymentVerified(): (state: VerificationState) => void {
  const queryClient = useQueryClient();
  const { status } = useAuth();
  return (state) => {
    onPaymentVerified(state);
    if (state.kind === 'success' && status === 'signed-in') {
      void queryClient.prefetchQuery(getDownloadQueryOptions(state.orderId));
    }
  };
}

/** /payment/verify: Paystack sends the buyer back here with ?trxref=..&reference=.. */
export function PaymentVerifyRoute() {
  useDocumentMeta(t('Verifying Payment'));
  const [search] = useSearchParams();
  const { state, recheck } = usePaymentVerification(paymentReferenceFrom(search));
  const authDialog = useAuthDialog();
  useRedirectAfterSuccess(state, usePaymentVerified());
  return (
    <div className="container">
      <PaymentVerifyView state={state} variant="return" onRecheck={recheck} onLogIn={authDialog.open} />
    </div>
  );
}
