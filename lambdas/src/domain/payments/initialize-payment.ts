import { DEFAULT_LANGUAGE } from '@shop/shared/i18n/languages';
import { computeTax } from '@shop/shared/invoices/tax';
import type { TaxSettings } from '@shop/shared/invoices/tax-rate';
import { toPesewas } from '@shop/shared/money';
import {
  type InitializePaymentRequest,
  type InitializePaymentResponse,
  PAYMENT_TEXTS,
} from '@shop/shared/payments/initialize';
import { PROMOTION_TEXTS } from '@shop/shared/promotions/promotion';
import type { Caller } from '../../auth/caller.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { ProfilesRepository } from '../../repositories/profiles-repository.ts';
import { giftOrderFields } from '../gifts/gift-order.ts';
import { purchaseTerms } from '../plan-extras/purchase-terms.ts';
import { type PromotionPaymentDeps, reservePromotion } from '../promotions/reserve-promotion.ts';
import { openPaymentPage } from './open-payment-page.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { pendingOrder } from './pending-order.ts';

export interface InitializeDeps extends Pick<PaymentDeps, 'orders' | 'plans' | 'paystack' | 'siteUrl' | 'now'> {
  /** Whether staff have online payments switched on, and the tax rows in force (site settings). */
  checkoutSettings: () => Promise<
    TaxSettings & { online_payments_enabled: boolean; extra_build_share_percent?: number }
  >;
  newId: () => string;
  /** The account's email from the user pool, for tokens without an email claim (access tokens). */
  accountEmail: (sub: string) => Promise<string | undefined>;
  /** The buyer's saved names: the licence's name when the request names none. */
  profiles: Pick<ProfilesRepository, 'get'>;
  /** Promotion codes (checked and one use taken here); without them a request with a code is refused. */
  promotions?: Omit<PromotionPaymentDeps, 'orders'>;
}

/** Upgrades and extra builds extend the caller's own licence; a gift starts one in someone else's name. */
export const GIFT_IS_A_NEW_LICENCE =
  'A gift is a new plan for someone else: upgrades and extra builds are bought for your own licence.';

/**
 * Who the licence names: what the buyer wrote at checkout, else (a client that sends no name) the profile's names,
 * else the names given at sign-up, else the account's email.
 */
async function licenceNameOf(deps: InitializeDeps, caller: Caller, requested: string | undefined, email: string) {
  if (requested) return requested;
  const profile = await deps.profiles.get(caller.sub);
  const first = profile?.first_name || caller.givenName || '';
  const last = profile?.last_name || caller.familyName || '';
  return `${first} ${last}`.trim() || email;
}

/** Optional billing fields left empty are not kept. */
function withoutBlanks(billing: NonNullable<InitializePaymentRequest['billing']>): NonNullable<StoredOrder['billing']> {
  return Object.fromEntries(
    Object.entries(billing).filter(([, value]) => typeof value === 'string' && value !== ''),
  ) as NonNullable<StoredOrder['billing']>;
}

/**
 * Starts a payment: the price is the plan's catalogue price for the package (any amount the browser
 * sent is ignored), a pending order is written with a reference derived from its id, and Paystack is
 * asked for a payment page in pesewas, GHS, with the order id in its metadata.
 */
export async function initializePayment(
  deps: InitializeDeps,
  caller: Caller,
  request: InitializePaymentRequest,
): Promise<InitializePaymentResponse> {
  const settings = await deps.checkoutSettings();
  if (!settings.online_payments_enabled) throw new ForbiddenError(PAYMENT_TEXTS.paymentsOff);
  const plan = await deps.plans.get(request.planId);
  if (plan?.status !== 'active') throw new NotFoundError(PAYMENT_TEXTS.planUnavailable);
  if (request.kind && request.gift) throw new InvalidInputError(GIFT_IS_A_NEW_LICENCE);
  // A code discounts a plan bought or given, not an upgrade's difference or an extra build (decision 0056).
  if (request.kind && request.promotionCode)
    throw new InvalidInputError(PROMOTION_TEXTS.purchasesOnly, { promotionCode: PROMOTION_TEXTS.purchasesOnly });
  // A purchase, an upgrade or an extra build (decision 0054): the price and package come from the server's records.
  const terms = await purchaseTerms(deps, caller, request, plan, settings.extra_build_share_percent);
  const price = terms.price;
  if (!(typeof price === 'number' && price > 0)) throw new InvalidInputError(PAYMENT_TEXTS.noPrice);

  // The order's email (what staff see and mail) is the account's, never what the request body says.
  const accountEmail = caller.email ?? (await deps.accountEmail(caller.sub));
  if (!accountEmail) throw new InvalidInputError(PAYMENT_TEXTS.noAccountEmail);

  const licenceName = await licenceNameOf(deps, caller, request.licenceName, accountEmail);
  // The invoice is made out to the billing name; a client that sends no billing details bills the licence's name.
  const billing = withoutBlanks(request.billing ?? { name: licenceName });
  const id = deps.newId();
  // A promotion code comes off the catalogue price before tax; its use is taken for this order now, or the payment is
  // refused with the code's reason before anything is written or charged (promotions/reserve-promotion.ts).
  const promotion = request.promotionCode
    ? await reservePromotion(
        { ...(deps.promotions ?? refuseCodes()), orders: deps.orders },
        {
          code: request.promotionCode,
          sub: caller.sub,
          planId: plan.id,
          packageType: terms.packageType,
          orderId: id,
          listPricePesewas: toPesewas(price),
          now: deps.now(),
        },
      )
    : undefined;
  // The tax rows in force now are frozen on the order: what Paystack charges, and what its invoice will show
  // whatever staff change later. Exclusive taxes are added to the (discounted) catalogue price here, on the server.
  const tax = computeTax(toPesewas(price) - (promotion?.discount_pesewas ?? 0), settings);

  const createdAt = deps.now().toISOString();
  const order: StoredOrder = {
    ...pendingOrder({
      id,
      userId: caller.sub,
      email: accountEmail,
      plan,
      packageType: terms.packageType,
      tax,
      createdAt,
      billing,
      language: request.language ?? DEFAULT_LANGUAGE,
      licenceName,
    }),
    ...(promotion ? { promotion } : {}),
    ...terms.fields,
    // "Give this plan": the gift and the licence in the recipient's name (decision 0055).
    ...giftOrderFields(request.gift, {
      sub: caller.sub,
      email: accountEmail,
      name: billing.name || licenceName,
      language: request.language ?? DEFAULT_LANGUAGE,
    }),
  };
  const page = await openPaymentPage(deps, order, {
    // Paystack mails its own receipt too: to the account's verified address, never one typed at checkout.
    email: accountEmail,
    language: order.language ?? DEFAULT_LANGUAGE,
    metadata: { orderId: id, planId: plan.id, packageType: terms.packageType },
  });
  return {
    success: true,
    authorization_url: page.authorization_url,
    reference: order.reference,
    orderId: id,
    amount: order.amount,
  };
}

/** A wiring without promotion codes: a payment asked with a code is refused rather than charged in full. */
function refuseCodes(): Omit<PromotionPaymentDeps, 'orders'> {
  throw new InvalidInputError('Promotion codes are not available here');
}
