import type { EditableSiteSettings } from '@shop/shared/settings/site-settings';
import { profileRecipients } from '../../../src/domain/mails/recipient-lookup.ts';
import type { PaymentDeps } from '../../../src/domain/payments/payment-deps.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import type { StoredProfile } from '../../../src/repositories/profiles-repository.ts';
import { analyticsFake } from '../../support/fakes/analytics-fake.ts';
import { auditFake } from '../../support/fakes/audit-fake.ts';
import { deliveriesFake } from '../../support/fakes/deliveries-fake.ts';
import { documentNumbersFake } from '../../support/fakes/document-numbers-fake.ts';
import { mailerFake } from '../../support/fakes/mailer-fake.ts';
import { ordersFake } from '../../support/fakes/orders-fake.ts';
import { paystackFake } from '../../support/fakes/paystack-fake.ts';
import { plansFake } from '../../support/fakes/plans-fake.ts';
import { profilesFake } from '../../support/fakes/profiles-fake.ts';
import { purchasesFake } from '../../support/fakes/purchases-fake.ts';
import { refundsFake } from '../../support/fakes/refunds-fake.ts';
import { settingsFake } from '../../support/fakes/settings-fake.ts';
import { samplePlan } from '../../support/plan-items.ts';

export const SITE_URL = 'https://shop.example.com';
export const NOW = new Date('2026-11-20T10:03:00.000Z');

/** villa-01 with a file for each package: a standard order gets the basic and the standard files. */
export const VILLA = samplePlan({
  plan_files: {
    basic: ['plans/villa-01/basic/villa-01-basic.pdf'],
    standard: ['plans/villa-01/standard/villa-01-standard.pdf', 'plans/villa-01/standard/floor.dxf'],
    premium: ['plans/villa-01/premium/set.zip'],
  },
});

/**
 * The shop a payment settles in, every port in memory: the orders as given, villa-01 in the catalogue, and
 * Paystack saying what `paystack` says. The fakes are handed back so a test reads the outcome from them.
 */
export function paymentShop(
  orders: readonly StoredOrder[],
  options: {
    paystack?: Parameters<typeof paystackFake>[0];
    profiles?: Record<string, StoredProfile>;
    /** The saved settings' changes from the defaults, or unreadable (a table outage). */
    settings?: Partial<EditableSiteSettings> | 'unreadable';
    purchases?: { sub: string; planId: string; orderId: string }[];
    /** Every analytics write throws, as a throttled table. */
    analyticsFailing?: boolean;
    beforeTransition?: NonNullable<Parameters<typeof ordersFake>[1]>['beforeTransition'];
  } = {},
) {
  const fakes = {
    orders: ordersFake(orders, { beforeTransition: options.beforeTransition }),
    plans: plansFake([VILLA]),
    analytics: analyticsFake({ failing: options.analyticsFailing }),
    mailer: mailerFake(),
    paystack: paystackFake(options.paystack),
    deliveries: deliveriesFake(),
    audit: auditFake(),
    settings: options.settings === 'unreadable' ? settingsFake({}, { failing: true }) : settingsFake(options.settings),
  };
  const purchases = purchasesFake(fakes.orders, options.purchases);
  const numbers = documentNumbersFake(fakes.orders);
  const deps: PaymentDeps = {
    ...fakes,
    numbers,
    grants: purchases,
    refunds: refundsFake(),
    recipients: profileRecipients(profilesFake(options.profiles)),
    siteUrl: SITE_URL,
    now: () => NOW,
  };
  return { deps, ...fakes, purchases, numbers };
}
