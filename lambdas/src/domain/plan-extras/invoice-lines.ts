import type { ShopLanguage } from '@shop/shared/i18n/languages';
import type { Order } from '@shop/shared/orders/order';
import type { Package } from '@shop/shared/plans/plan';
import { quoteInvoiceItem } from '../quotes/quote-invoice-line.ts';

const PACKAGES: Record<ShopLanguage, Record<Package, string>> = {
  en: { basic: 'Basic', standard: 'Standard', premium: 'Premium' },
  fr: { basic: 'Basique', standard: 'Standard', premium: 'Premium' },
};

const TEXTS = {
  en: {
    upgradeOf: 'Upgrade of order',
    extraBuildOf: 'Extra build for order',
    site: 'Site or plot',
    upgradeItem: (title: string, from: string, to: string) => `Package upgrade: ${title} (${from} to ${to})`,
    extraBuildItem: (title: string, pkg: string) => `Extra build licence: ${title} (${pkg} package)`,
  },
  fr: {
    upgradeOf: 'Montée de formule de la commande',
    extraBuildOf: 'Construction supplémentaire pour la commande',
    site: 'Terrain ou parcelle',
    upgradeItem: (title: string, from: string, to: string) => `Montée de formule : ${title} (${from} vers ${to})`,
    extraBuildItem: (title: string, pkg: string) =>
      `Licence de construction supplémentaire : ${title} (formule ${pkg})`,
  },
} as const;

type ExtraOrder = Pick<
  Order,
  'kind' | 'base_order_reference' | 'upgraded_from' | 'build_label' | 'plan_title' | 'package_type' | 'language'
> &
  Partial<Pick<Order, 'request_id' | 'service'>>;

/**
 * The invoice's own words for an upgrade or an extra build (decision 0054): the line it sells and the order it
 * extends ("Upgrade of order thp_..."), in the order's language. A plain purchase has none (undefined, []).
 */
export function extraInvoiceItem(order: ExtraOrder): string | undefined {
  const language = order.language ?? 'en';
  const texts = TEXTS[language];
  const names = PACKAGES[language];
  if (order.kind === 'upgrade' && order.upgraded_from) {
    return texts.upgradeItem(order.plan_title, names[order.upgraded_from], names[order.package_type]);
  }
  if (order.kind === 'extra_build') return texts.extraBuildItem(order.plan_title, names[order.package_type]);
  return quoteInvoiceItem(order);
}

/** The lines above the item: "Upgrade of order thp_..." (or the extra build's), and the build's site if named. */
export function extraInvoiceNotes(order: ExtraOrder): string[] {
  const texts = TEXTS[order.language ?? 'en'];
  if (!(order.kind && order.base_order_reference)) return [];
  const notes = [`${order.kind === 'upgrade' ? texts.upgradeOf : texts.extraBuildOf} ${order.base_order_reference}`];
  if (order.kind === 'extra_build' && order.build_label) notes.push(`${texts.site}: ${order.build_label}`);
  return notes;
}
