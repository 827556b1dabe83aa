import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { PACKAGES, type Package } from '../plans/plan.ts';

/** The longest site name or plot reference of a build: it must fit one line of the certificate. */
export const BUILD_LABEL_MAX = 80;

/** Prices of a plan's packages as the catalogue holds them today, in cedis (absent or 0: not on sale). */
export type PackagePrices = Partial<Record<`${Package}_price`, number | null | undefined>>;

const rank = (pkg: Package) => PACKAGES.indexOf(pkg);

/** The packages above `held`, the ones an upgrade can reach. */
export function packagesAbove(held: Package): Package[] {
  return PACKAGES.filter((pkg) => rank(pkg) > rank(held));
}

/** The higher of two packages. */
export function higherPackage(a: Package, b: Package): Package {
  return rank(a) >= rank(b) ? a : b;
}

/**
 * What an upgrade from `held` to `target` costs: the difference between today's prices of the two packages, never
 * below zero (staff may have priced the higher package lower). Undefined when `target` is not above `held` or has no
 * price: there is nothing to sell.
 */
export function upgradePrice(prices: PackagePrices, held: Package, target: Package): number | undefined {
  if (rank(target) <= rank(held)) return undefined;
  const to = prices[`${target}_price`];
  if (!(typeof to === 'number' && to > 0)) return undefined;
  const from = prices[`${held}_price`];
  const paid = typeof from === 'number' && from > 0 ? from : 0;
  // In pesewas, so 1999.99 - 999.99 is 1000 and not 1000.0000000000001.
  return Math.max(0, Math.round(to * 100) - Math.round(paid * 100)) / 100;
}

/** An extra build licence: `percent` of today's price of the package held, to the pesewa. */
export function extraBuildPrice(prices: PackagePrices, held: Package, percent: number): number | undefined {
  const price = prices[`${held}_price`];
  if (!(typeof price === 'number' && price > 0)) return undefined;
  return Math.round(price * percent) / 100;
}

/** One build a buyer's licence covers: the order that licensed it and its site name or plot reference, if given. */
export const LicensedBuild = lazySchema(() =>
  z.object({ orderId: z.string(), reference: z.string(), label: z.nullable(z.string()) }),
);
export type LicensedBuild = z.infer<typeof LicensedBuild>;

/**
 * GET /api/plans/{id}/offers: what the signed-in buyer holds of a plan and what they can add to it, priced by the
 * server from today's catalogue, each price what Paystack will charge (taxes that prices exclude added). `held` is null for a buyer who holds no licence of it (nothing else is offered).
 */
export const PlanOffers = lazySchema(() =>
  z.object({
    held: z.nullable(z.object({ packageType: z.enum(PACKAGES), orderId: z.string(), reference: z.string() })),
    upgrades: z.array(z.object({ packageType: z.enum(PACKAGES), price: z.number() })),
    extraBuild: z.nullable(z.object({ price: z.number(), sharePercent: z.number() })),
    builds: z.array(LicensedBuild),
  }),
);
export type PlanOffers = z.infer<typeof PlanOffers>;

/** The server's refusals, in the words the buyer reads. */
export const PLAN_EXTRAS_TEXTS = {
  notHeld: 'You need a licence of this plan first. Buy a package of it, then come back to add to it.',
  notAbove: 'You already hold this package or a higher one.',
  nothingToPay:
    'This upgrade has nothing to pay at today’s prices. Please contact us and we will add the package to your order.',
  noPrice: 'This package has no price yet. Please contact us to buy it.',
  labelTooLong: `The site name or plot reference can be at most ${BUILD_LABEL_MAX} characters`,
  labelInvalid: 'The site name or plot reference cannot contain line breaks or control characters',
  shareInvalid: 'The extra build share must be a whole percentage from 1 to 100',
} as const;
