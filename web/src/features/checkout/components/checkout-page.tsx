import { computeTax } from '@shop/shared/invoices/tax';
import { toPesewas } from '@shop/shared/money';
import type { PromotionCheckResponse } from '@shop/shared/promotions/promotion';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { PaymentsOffNotice } from '../../../components/payments-off-notice.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { profileQueryOptions } from '../../../lib/account-queries.ts';
import { isNotFound } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useAuthDialog } from '../../../lib/auth-dialog.tsx';
import { CHECKOUT_DATA_KEY, type CheckoutData, readCheckoutData } from '../../../lib/checkout-hand-over.ts';
import { getPlanQueryOptions } from '../../../lib/plans/get-plan.ts';
import { siteSettingsQueryOptions } from '../../../lib/site-settings/get-site-settings.ts';
import { useOnlinePaymentsEnabled } from '../../../lib/site-settings/use-site-settings.ts';
import { browserStorage } from '../../../lib/stored-values.ts';
import { type BillingInput, useInitializePayment } from '../api/initialize-payment.ts';
import { packagePrice } from '../utils/checkout-amount.ts';
import { clearPendingPurchase, readPendingPurchase, savePendingPurchase } from '../utils/pending-purchase.ts';
import { isPromotionRefusal } from '../utils/promotion-texts.ts';
import type { GiftInput } from './gift-fields.tsx';
import { NoCheckoutData } from './no-checkout-data.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentCard } from './payment-card.tsx';
import { PromotionField } from './promotion-field.tsx';
import '../../../components/ui/forms.css';
import '../checkout.css';
import { MessagePage } from '../../../components/ui/message-page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../i18n/i18n.ts';

type Loaded = { kind: 'ready'; data: CheckoutData } | { kind: 'unusable' } | { kind: 'none' };

/**
 * What the page has to sell: the plan page's hand-over, else a purchase saved before sign-in. A hand-over that
 * was there but could not be read is "unusable" ('No Checkout Data'); nothing at all sends the buyer to /plans.
 */
function loadCheckout(): Loaded {
  const storage = browserStorage();
  const hadHandOver = storage?.getItem(CHECKOUT_DATA_KEY) != null;
  const data = readCheckoutData(storage);
  if (data) return { kind: 'ready', data };
  const pending = readPendingPurchase(storage);
  if (pending) return { kind: 'ready', data: { planId: pending.planId, package: pending.packageType } };
  return hadHandOver ? { kind: 'unusable' } : { kind: 'none' };
}

/** /checkout without a payment reference. */
export function CheckoutPage() {
  useDocumentMeta(t('Checkout'), t('Pay for your house plan by card or mobile money.'));
  const [loaded] = useState(loadCheckout);
  // The hand-over names the plan and package; its title and price are the server's.
  const planId = loaded.kind === 'ready' ? loaded.data.planId : '';
  const plan = useQuery({ ...getPlanQueryOptions(planId), enabled: planId !== '' });
  const { status, user } = useAuth();
  const authDialog = useAuthDialog();
  const initialize = useInitializePayment();
  const paymentsOn = useOnlinePaymentsEnabled();
  const [error, setError] = useState<string | null>(null);
  const [promotion, setPromotion] = useState<PromotionCheckResponse | null>(null);
  // The profile holds the sign-up's names: they prefill the name on the licence.
  const settings = useQuery(siteSettingsQueryOptions());
  const profile = useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: status === 'signed-in' && !!user });
  const profileName = `${profile.data?.first_name ?? ''} ${profile.data?.last_name ?? ''}`.trim();

  // Back from signing in (the dialog goes to the dashboard, which sends the buyer back here): the saved purchase
  // has done its job, and the card shows the buyer's address. Only a page opened signed in clears it, so
  // the sign-in that happens while this page is still showing leaves it for the dashboard to follow.
  const [signedInOnArrival] = useState(status === 'signed-in');
  useEffect(() => {
    if (signedInOnArrival) clearPendingPurchase();
  }, [signedInOnArrival]);

  if (loaded.kind === 'none') return <Navigate to={paths.plans.getHref()} replace />;
  if (loaded.kind === 'unusable') {
    return (
      <NoCheckoutData text={t('We could not find the plan you were buying. Please choose a plan and package again.')} />
    );
  }

  if (plan.isError) {
    if (isNotFound(plan.error) || plan.error.name === 'InvalidPlanDataError') {
      return <NoCheckoutData text={t('This plan does not exist or is no longer available.')} />;
    }
    return (
      <MessagePage title={t('Failed to fetch plan')} text={t('Please check your connection and try again.')} alert>
        <button type="button" className="button button-primary" onClick={() => plan.refetch()}>
          {t('Try Again')}
        </button>
      </MessagePage>
    );
  }
  if (!plan.data) {
    return (
      <div className="container checkout-page">
        <Spinner label={t('Loading...')} />
      </div>
    );
  }

  const { data } = loaded;
  const price = packagePrice(plan.data, data.package);
  // What the server will charge: the catalogue price, plus the taxes staff set when prices exclude them.
  // A promotion code comes off before tax, as the server computes it.
  const discount = promotion ? toPesewas(promotion.discount) : 0;
  const tax = settings.data ? computeTax(toPesewas(price) - discount, settings.data) : undefined;
  const pay = (licenceName: string, billing: BillingInput, gift?: GiftInput) => {
    setError(null);
    if (status !== 'signed-in' || !user) {
      savePendingPurchase({ planId: data.planId, packageType: data.package, returnUrl: paths.checkout.getHref() });
      authDialog.open();
      return;
    }
    initialize.mutate(
      { email: user.email, licenceName, billing, data, userId: user.id, gift, promotionCode: promotion?.code },
      {
        onSuccess: (authorizationUrl) => window.location.assign(authorizationUrl),
        onError: (failure) => {
          // The code ran out or ended since Apply: nothing was charged; the page shows the full price again.
          if (isPromotionRefusal(failure.message)) setPromotion(null);
          // i18next-instrument-ignore-next-line
          setError(t(failure.message));
        },
      },
    );
  };

  return (
    <div className="container checkout-page">
      <Link to={paths.plan.getHref(data.planId)} className="back-link">
        {t('← Back to plan')}
      </Link>
      <h1>{t('Checkout')}</h1>
      <p className="checkout-lead">
        {t('Review your order and pay securely. Your files are ready to download right after.')}
      </p>
      <div className="checkout-grid">
        <div>
          <OrderSummary data={data} plan={plan.data} />
          {paymentsOn && status === 'signed-in' ? (
            <PromotionField
              planId={data.planId}
              packageType={data.package}
              applied={promotion}
              onChange={setPromotion}
            />
          ) : null}
        </div>
        {paymentsOn ? (
          <PaymentCard
            amount={tax ? tax.total_pesewas / 100 : price - discount / 100}
            taxLines={tax?.lines ?? []}
            accountEmail={status === 'signed-in' ? (user?.email ?? '') : ''}
            defaultLicenceName={profileName}
            checkingSession={status === 'loading'}
            busy={initialize.isPending || initialize.isSuccess}
            error={error}
            onPay={pay}
          />
        ) : (
          <section className="checkout-card" aria-labelledby="payment-heading">
            <h2 id="payment-heading">{t('Payment')}</h2>
            <PaymentsOffNotice />
          </section>
        )}
      </div>
    </div>
  );
}
