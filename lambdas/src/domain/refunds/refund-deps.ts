import type { AnalyticsRepository } from '../../repositories/analytics-repository.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { RefundsRepository } from '../../repositories/refunds-repository.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { RecipientLookup } from '../mails/recipient-lookup.ts';
import type { PurchaseGrants } from '../payments/payment-deps.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { SiteSettingsSource } from '../settings/settings-or-defaults.ts';

/** What a refund (from staff or from a Paystack event) touches beside the order. */
export interface RefundDeps {
  orders: OrdersRepository;
  refunds: RefundsRepository;
  analytics: Pick<AnalyticsRepository, 'reverseSale'>;
  /** The sale's purchase record and the plan's sales count, taken back. */
  grants: Pick<PurchaseGrants, 'withdrawPurchase' | 'uncountPlanDownload'>;
  mailer: Mailer;
  /** The buyer's name (and zone) for the refund mail's greeting; without it the mail greets neutrally. */
  recipients?: RecipientLookup;
  settings: SiteSettingsSource;
  audit: AuditLog;
  siteUrl: string;
  now: () => Date;
}
