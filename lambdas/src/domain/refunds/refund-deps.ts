import type { AnalyticsRepository } from '../../repositories/analytics-repository.ts';
import type { DeliveryRemoval } from '../../repositories/delivery-removal.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { RefundsRepository } from '../../repositories/refunds-repository.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { DocumentNumbering } from '../invoices/issue-number.ts';
import type { RecipientLookup } from '../mails/recipient-lookup.ts';
import type { PurchaseGrants } from '../payments/payment-deps.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { SiteSettingsSource } from '../settings/settings-or-defaults.ts';

/** What a refund (from staff or from a Paystack event) touches beside the order. */
export interface RefundDeps {
  orders: Pick<OrdersRepository, 'get' | 'writeRefundState'>;
  refunds: RefundsRepository;
  analytics: Pick<AnalyticsRepository, 'reverseSale'>;
  /** The buyer's purchase record recounted and the plan's sales count taken back. */
  grants: Pick<PurchaseGrants, 'recountPurchase' | 'uncountPlanDownload'>;
  /** The order's stamped copies (deliveries/ objects and their record): removed on refund and while disputed. */
  deliveries: DeliveryRemoval;
  mailer: Mailer;
  /** Gives a refunded paid order its credit-note number (once, by the refund's settler). */
  numbers: DocumentNumbering;
  /** The buyer's name (and zone) for the refund mail's greeting; without it the mail greets neutrally. */
  recipients?: RecipientLookup;
  settings: SiteSettingsSource;
  audit: AuditLog;
  siteUrl: string;
  now: () => Date;
}
