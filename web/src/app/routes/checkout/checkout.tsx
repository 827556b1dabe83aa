import { useSearchParams } from 'react-router-dom';
import { CheckoutPage } from '../../../features/checkout/components/checkout-page.tsx';
import { PaymentVerifyView } from '../../../features/payments/components/payment-verify-view.tsx';
import { usePaymentVerification } from '../../../features/payments/hooks/use-payment-verification.ts';
import { useRedirectAfterSuccess } from '../../../features/payments/hooks/use-redirect-after-success.ts';
import { paymentReferenceFrom } from '../../../features/payments/utils/payment-reference.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.tsx';
import { usePaymentVerified } from '../payments/payment-verify.tsx';

/** /checkout back from the provider with ?reference=..: the reference is verified here too. */
function CheckoutReturn({ reference }: { reference: string }) {
  useDocumentMeta(t('Checkout'));
  const { state, recheck } = usePaymentVerification(reference);
  const authDialog = useAuthDialog();
  useRedirectAfterSuccess(state, usePaymentVerified());
  return (
    <div className="container">
      <PaymentVerifyView state={state} variant="checkout" onRecheck={recheck} onLogIn={authDialog.open} />
    </div>
  );
}

/** /checkout: the order summary and payment card, or the verification of a payment that just came back. */
export function CheckoutRoute() {
  const [search] = useSearchParams();
  const reference = paymentReferenceFrom(search);
  return reference ? <CheckoutReturn reference={reference} /> : <CheckoutPage />;
}
