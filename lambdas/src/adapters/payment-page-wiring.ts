import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { siteUrlFromEnv } from '../config/env.ts';
import type { InitializeDeps } from '../domain/payments/initialize-payment.ts';
import { plansRepository } from '../repositories/plans-repository.ts';
import { readSiteSettings } from '../repositories/site-settings-repository.ts';
import { paystackFromEnv } from './paystack.ts';

export type PaymentPageDeps = Pick<
  InitializeDeps,
  'plans' | 'paystack' | 'siteUrl' | 'now' | 'checkoutSettings' | 'newId'
>;

/**
 * What opening a Paystack page for a new order reads, whatever the order is for (a plan, an upgrade, a quote): the
 * plan, the checkout settings in force, the site's address for the return link, the clock and new order ids.
 */
export function paymentPageDeps(db: DynamoDBDocumentClient, table: string): PaymentPageDeps {
  return {
    plans: plansRepository(db, table),
    paystack: paystackFromEnv(),
    siteUrl: siteUrlFromEnv(),
    now: () => new Date(),
    checkoutSettings: () => readSiteSettings(db, table),
    newId: randomUUID,
  };
}
