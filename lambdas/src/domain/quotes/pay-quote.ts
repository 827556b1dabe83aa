import { DEFAULT_LANGUAGE } from '@shop/shared/i18n/languages';
import { computeTax } from '@shop/shared/invoices/tax';
import { QUOTE_ORDER_KIND } from '@shop/shared/orders/order';
import { PAYMENT_TEXTS } from '@shop/shared/payments/initialize';
import { isQuoteExpired, type PayQuoteBody, type PayQuoteResponse, QUOTE_TEXTS } from '@shop/shared/requests/quotes';
import type { Caller } from '../../auth/caller.ts';
import {
  ConflictError,
  ForbiddenError,
  GoneError,
  InvalidInputError,
  NotFoundError,
} from '../../errors/domain-errors.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { RequestQuotesRepository } from '../../repositories/request-quotes-repository.ts';
import type { InitializeDeps } from '../payments/initialize-payment.ts';
import { openPaymentPage } from '../payments/open-payment-page.ts';
import { pendingOrder } from '../payments/pending-order.ts';
import { serviceOrderPlan } from './service-order-plan.ts';
import { ownsVisitorRequest, sameRequesterAddress } from './visitor-request.ts';

export interface PayQuoteDeps
  extends Pick<InitializeDeps, 'orders' | 'plans' | 'paystack' | 'siteUrl' | 'now' | 'checkoutSettings' | 'newId'> {
  quotes: RequestQuotesRepository;
}

/**
 * The requester accepts a quote by paying it (decision 0062): the newest revision they saw, unexpired, on their own
 * quoted request. The amount is the stored quote's, taxes added as for a purchase (decision 0046); the browser sends
 * only the revision. A pending order of kind `quote` is written and Paystack asked for its page, exactly as a plan's
 * payment, so the same verify, webhook and reconciliation settle it once.
 */
export async function payQuote(
  deps: PayQuoteDeps,
  caller: Caller,
  requestId: string,
  body: PayQuoteBody,
): Promise<PayQuoteResponse> {
  let request = await deps.quotes.getRequest(requestId);
  // A visitor's request is paid from the account with the confirmed address it was sent from, and becomes theirs:
  // their requests list and thread show it from then on. The claim holds only while it has no owner.
  if (request && ownsVisitorRequest(request, caller)) {
    request = (await deps.quotes.claimVisitorRequest(request, caller.sub)) ?? (await deps.quotes.getRequest(requestId));
  }
  // Its sender on an account whose address is not confirmed is told what paying needs; anyone else, and another
  // person's request, get the answer of a missing one, so request ids cannot be probed.
  if (request && request.requester_sub === null && sameRequesterAddress(request, caller)) {
    throw new ForbiddenError(QUOTE_TEXTS.needsAccount);
  }
  if (!request || request.requester_sub !== caller.sub) throw new NotFoundError(QUOTE_TEXTS.requestNotFound);
  if (request.quote_covered) throw new ConflictError(QUOTE_TEXTS.covered);
  if (request.state !== 'quoted') throw new ConflictError(QUOTE_TEXTS.notQuoted);
  const quotes = await deps.quotes.listQuotes(requestId);
  const newest = quotes.reduce<(typeof quotes)[number] | undefined>(
    (latest, quote) => (!latest || quote.revision > latest.revision ? quote : latest),
    undefined,
  );
  if (!newest) throw new ConflictError(QUOTE_TEXTS.notQuoted);
  if (body.revision !== newest.revision) throw new ConflictError(QUOTE_TEXTS.superseded(newest.revision));
  const now = deps.now();
  if (isQuoteExpired(newest.valid_until, now)) throw new GoneError(QUOTE_TEXTS.expired(newest.valid_until));

  const settings = await deps.checkoutSettings();
  if (!settings.online_payments_enabled) throw new ForbiddenError(PAYMENT_TEXTS.paymentsOff);
  const language = body.language ?? request.language ?? DEFAULT_LANGUAGE;
  // A quote on a plan names the plan the change is made to; a quote for a service names the service instead.
  const plan = request.plan_id
    ? await deps.plans.get(request.plan_id)
    : request.service
      ? serviceOrderPlan(request.service, language)
      : undefined;
  if (!plan) throw new ConflictError(QUOTE_TEXTS.noPlan);
  const base = request.order_id ? await deps.orders.get(request.order_id) : undefined;
  const ownBase = base && base.user_id === caller.sub ? base : undefined;
  const email = caller.email ?? request.requester_email;
  if (!email) throw new InvalidInputError(PAYMENT_TEXTS.noAccountEmail);
  const licenceName = ownBase?.licenceName || request.requester_name || email;
  const tax = computeTax(newest.amount_pesewas, settings);

  const id = deps.newId();
  const order: StoredOrder = {
    ...pendingOrder({
      id,
      userId: caller.sub,
      email,
      plan,
      // The package of the licence the change is made to (what the stamps name); a quote sells no package of its own.
      packageType: ownBase?.package_type ?? 'basic',
      tax,
      createdAt: now.toISOString(),
      billing: { name: licenceName },
      language,
      licenceName,
    }),
    kind: QUOTE_ORDER_KIND,
    request_id: requestId,
    quote_revision: newest.revision,
    ...(request.plan_id || !request.service ? {} : { service: request.service }),
  };
  const page = await openPaymentPage(deps, order, {
    email,
    language,
    metadata: { orderId: id, requestId, quoteRevision: String(newest.revision) },
  });
  return { authorization_url: page.authorization_url, reference: order.reference, orderId: id, amount: order.amount };
}
