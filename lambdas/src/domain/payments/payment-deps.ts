import type { AnalyticsRepository } from '../../repositories/analytics-repository.ts';
import type { GiftsRepository } from '../../repositories/gifts-repository.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { PlansRepository } from '../../repositories/plans-repository.ts';
import type { DocumentNumbering } from '../invoices/issue-number.ts';
import type { RecipientLookup } from '../mails/recipient-lookup.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { PaystackClient } from '../ports/payment-provider.ts';
import type { QuoteAcceptance } from '../quotes/accept-paid-quote.ts';
import type { RefundDeps } from '../refunds/refund-deps.ts';
import type { SiteSettingsSource } from '../settings/settings-or-defaults.ts';

/** What a completed payment grants beside the order itself (other features' records). */
export interface PurchaseGrants {
  /** Records that the buyer bought the plan (verified-purchase reviews). Idempotent. */
  recordPurchase(input: { sub: string; planId: string; orderId: string; paidAt: string }): Promise<void>;
  /** Counts one sale on the plan's `downloads` counter. Called once per completed order. */
  countPlanDownload(planId: string): Promise<void>;
  /** Removes the purchase record of a refunded order (no verified-purchase review from it). Idempotent. */
  withdrawPurchase(input: { sub: string; planId: string; orderId: string }): Promise<void>;
  /**
   * Makes the buyer's purchase record of a plan match their completed orders of it: kept (pointing at one of them)
   * while any is completed, removed otherwise. Idempotent.
   */
  recountPurchase(sub: string, planId: string): Promise<void>;
  /** Takes one sale back off the plan's `downloads` counter. Called once per refunded sale. */
  uncountPlanDownload(planId: string): Promise<void>;
}

/** Everything settling a payment needs; handlers pass real adapters, tests mocked AWS clients. */
export interface SettleDeps {
  orders: OrdersRepository;
  /** The plan a payment is for, read by id (its files and prices). */
  plans: Pick<PlansRepository, 'get'>;
  grants: PurchaseGrants;
  /** The analytics aggregates; recordSale is called once per completed order (by the completion's winner). */
  analytics: Pick<AnalyticsRepository, 'recordSale'>;
  mailer: Mailer;
  /** Gives the paid order its invoice number (once, by the completion's winner). */
  numbers: DocumentNumbering;
  /** The buyer's name (and zone) for the confirmation's greeting; without it the mail greets neutrally. */
  recipients?: RecipientLookup;
  /** The saved site settings: which mails a completion sends, to whom, and the shop's name in them. */
  settings: SiteSettingsSource;
  /** The shop's public address, for the download link in the confirmation mail. */
  siteUrl: string;
  now: () => Date;
  /** Where a paid gift's claim token is kept (decision 0055); the completion's winner mails its recipient. */
  gifts?: Pick<GiftsRepository, 'issueToken'>;
  /** The desk requests a paid quote accepts (decision 0062). */
  quotes?: QuoteAcceptance;
}

export interface PaymentDeps extends SettleDeps, Omit<RefundDeps, 'orders'> {
  paystack: PaystackClient;
  analytics: Pick<AnalyticsRepository, 'recordSale' | 'reverseSale'>;
  grants: PurchaseGrants;
}
