import { randomUUID } from 'node:crypto';
import { ENV_NAMES, optionalEnv } from '../config/env.ts';
import { documentClient, tableName } from '../db/document-client.ts';
import type { InitializeDeps } from '../domain/payments/initialize-payment.ts';
import { ordersRepository } from '../repositories/orders-repository.ts';
import { plansRepository } from '../repositories/plans-repository.ts';
import { profilesRepository } from '../repositories/profiles-repository.ts';
import { readSiteSettings } from '../repositories/site-settings-repository.ts';
import { cognitoClient, cognitoIdentity, userPoolId } from './identity.ts';
import { paystackFromEnv } from './paystack.ts';

/**
 * The adapters starting a payment needs, built from the environment. Apart from payment-wiring.ts because
 * starting a payment sends no mail: the handler does not bundle the SES client.
 */
export function initializeDepsFromEnv(): InitializeDeps {
  const db = documentClient();
  const table = tableName();
  return {
    orders: ordersRepository(db, table),
    plans: plansRepository(db, table),
    paystack: paystackFromEnv(),
    siteUrl: (optionalEnv(ENV_NAMES.siteUrl) ?? '').replace(/\/+$/, ''),
    now: () => new Date(),
    checkoutSettings: () => readSiteSettings(db, table),
    newId: randomUUID,
    profiles: profilesRepository(db, table),
    accountEmail: async (sub) => (await cognitoIdentity(cognitoClient(), userPoolId()).getUser(sub))?.email,
  };
}
