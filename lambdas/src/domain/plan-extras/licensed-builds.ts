import type { ShopLanguage } from '@shop/shared/i18n/languages';
import type { LicensedBuild } from '@shop/shared/orders/plan-extras';
import type { StoredOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import { planHolding } from './plan-holding.ts';

/** The builds a buyer's licences of an order's plan cover, as the certificate made now lists them. */
export function licensedBuilds(orders: Pick<OrdersRepository, 'listByUser'>) {
  return async (order: Pick<StoredOrder, 'user_id' | 'plan_id'>): Promise<LicensedBuild[]> =>
    planHolding(await orders.listByUser(order.user_id), order.plan_id).builds;
}

const TEXTS = {
  en: {
    heading: (count: number) => `Licensed builds (${count})`,
    build: (index: number, reference: string, label: string | null) =>
      `${index}. Order ${reference}${label ? ` - ${label}` : ''}`,
    more: (count: number) => `and ${count} more`,
  },
  fr: {
    heading: (count: number) => `Constructions sous licence (${count})`,
    build: (index: number, reference: string, label: string | null) =>
      `${index}. Commande ${reference}${label ? ` - ${label}` : ''}`,
    more: (count: number) => `et ${count} de plus`,
  },
} as const;

/** The certificate fits this many builds on its one page; the rest are counted. */
const SHOWN = 10;

/**
 * The certificate's list of licensed builds (decision 0054), in the buyer's language: one line per build with the
 * order that licensed it and its site name or plot reference. None for a licence of a single build, whose
 * certificate reads as before.
 */
export function buildLines(
  builds: readonly LicensedBuild[] | undefined,
  language: ShopLanguage,
): { heading: string; lines: string[] } | undefined {
  if (!builds || builds.length < 2) return undefined;
  const texts = TEXTS[language] ?? TEXTS.en;
  const lines = builds.slice(0, SHOWN).map((build, index) => texts.build(index + 1, build.reference, build.label));
  if (builds.length > SHOWN) lines.push(texts.more(builds.length - SHOWN));
  return { heading: texts.heading(builds.length), lines };
}
