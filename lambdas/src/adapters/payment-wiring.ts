import { siteUrlFromEnv } from '../config/env.ts';
import { documentClient, tableName } from '../db/document-client.ts';
import { profileRecipients } from '../domain/mails/recipient-lookup.ts';
import type { PaymentDeps } from '../domain/payments/payment-deps.ts';
import { withPromotionUses } from '../domain/promotions/promotion-uses.ts';
import { analyticsRepository } from '../repositories/analytics-repository.ts';
import type { DeliveryRemoval } from '../repositories/delivery-removal.ts';
import { documentNumbers } from '../repositories/document-numbers.ts';
import { giftsRepository } from '../repositories/gifts-repository.ts';
import { ordersRepository } from '../repositories/orders-repository.ts';
import { plansRepository } from '../repositories/plans-repository.ts';
import { profilesRepository } from '../repositories/profiles-repository.ts';
import { promotionsRepository } from '../repositories/promotions-repository.ts';
import { refundsRepository } from '../repositories/refunds-repository.ts';
import { requestQuotesRepository } from '../repositories/request-quotes-repository.ts';
import { siteSettingsRepository } from '../repositories/site-settings-repository.ts';
import { defaultAuditLog } from './default-audit-log.ts';
import { mailerFromEnv } from './mailer.ts';
import { paystackFromEnv } from './paystack.ts';
import { purchaseGrants } from './purchase-grants.ts';

/**
 * Only refunds and disputes remove an order's stamped copies, and only the webhook reports them: the verify, confirm
 * and reconciliation bundles stay without the S3 client.
 */
const NO_REMOVAL: DeliveryRemoval = {
  remove: async () => {
    throw new Error('Stamped copies are removed by the webhook and refund routes only');
  },
};

/** The real adapters the payment handlers hand to the domain functions, built from the environment. */
export function paymentDepsFromEnv(deliveries: DeliveryRemoval = NO_REMOVAL): PaymentDeps {
  const db = documentClient();
  const table = tableName();
  return {
    // A failed or written-off order gives its promotion code's use back; a completed one counts it (promotion-uses.ts).
    orders: withPromotionUses(ordersRepository(db, table), promotionsRepository(db, table)),
    plans: plansRepository(db, table),
    paystack: paystackFromEnv(),
    mailer: mailerFromEnv(),
    numbers: documentNumbers(db, table),
    recipients: profileRecipients(profilesRepository(db, table)),
    settings: siteSettingsRepository(db, table),
    siteUrl: siteUrlFromEnv(),
    now: () => new Date(),
    analytics: analyticsRepository(db, table),
    refunds: refundsRepository(db, table),
    audit: defaultAuditLog(),
    grants: purchaseGrants(db, table),
    deliveries,
    gifts: giftsRepository(db, table),
    quotes: requestQuotesRepository(db, table),
  };
}
