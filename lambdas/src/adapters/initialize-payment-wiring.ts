import { documentClient, tableName } from '../db/document-client.ts';
import type { InitializeDeps } from '../domain/payments/initialize-payment.ts';
import { withPromotionUses } from '../domain/promotions/promotion-uses.ts';
import { ordersRepository } from '../repositories/orders-repository.ts';
import { profilesRepository } from '../repositories/profiles-repository.ts';
import { promotionsRepository } from '../repositories/promotions-repository.ts';
import { rateLimitRepository } from '../repositories/rate-limit-repository.ts';
import { cognitoClient, cognitoIdentity, userPoolId } from './identity.ts';
import { paymentPageDeps } from './payment-page-wiring.ts';

/**
 * The adapters starting a payment needs, built from the environment. Apart from payment-wiring.ts because
 * starting a payment sends no mail: the handler does not bundle the SES client.
 */
export function initializeDepsFromEnv(address = ''): InitializeDeps {
  const db = documentClient();
  const table = tableName();
  const promotions = promotionsRepository(db, table);
  return {
    // A payment that cannot start gives its promotion code's use back (promotion-uses.ts).
    orders: withPromotionUses(ordersRepository(db, table), promotions),
    promotions: { promotions, rateLimits: rateLimitRepository(db, table), address },
    ...paymentPageDeps(db, table),
    profiles: profilesRepository(db, table),
    accountEmail: async (sub) => (await cognitoIdentity(cognitoClient(), userPoolId()).getUser(sub))?.email,
  };
}
