import type { LibraryResponse } from '@shop/shared/orders/library';
import type { Caller } from '../../auth/caller.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import { type OrderFilesDeps, orderDeliveryFiles } from '../deliveries/order-delivery-files.ts';
import { type SiteSettingsSource, settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { libraryEntry, ordersByPlan, representativeOrder } from './library-entries.ts';

export interface LibraryDeps extends OrderFilesDeps {
  orders: Pick<OrdersRepository, 'listByUser'>;
  settings: SiteSettingsSource;
  now: () => Date;
}

/** The newest "updated on" date among the files the order delivers; null while every file is as bought. */
async function revisedAt(
  deps: OrderFilesDeps,
  order: Parameters<typeof orderDeliveryFiles>[1],
): Promise<string | null> {
  const files = await orderDeliveryFiles(deps, order);
  const dates = files.map((file) => file.updatedAt).filter((at): at is string => Boolean(at));
  return dates.length ? (dates.sort().at(-1) as string) : null;
}

/**
 * Every plan the caller holds (completed orders; refunded ones are gone, as their downloads are), by its highest
 * package, with the window and the reopenings left this year. One Query for the orders, then one per plan for its
 * file versions (a buyer holds a handful of plans).
 */
export async function listLibrary(deps: LibraryDeps, caller: Caller): Promise<LibraryResponse> {
  const [settings, orders] = await Promise.all([
    settingsOrDefaults(deps.settings, { userId: caller.sub }),
    deps.orders.listByUser(caller.sub),
  ]);
  const now = deps.now();
  const groups = ordersByPlan(orders);
  const plans = await Promise.all(
    groups.map(async (group) =>
      libraryEntry(group, await revisedAt(deps, representativeOrder(group)), settings.library_free_reopenings, now),
    ),
  );
  return { plans, free_reopenings_per_year: settings.library_free_reopenings };
}
