import { analyticsKeys, TABLE_KEYS } from '@shop/lambdas/db/table-design';
import { type StoredOrder, toOrderItem } from '@shop/lambdas/repositories/order-item';
import { purchasesRepository } from '@shop/lambdas/repositories/purchases-repository';

type Item = Record<string, unknown>;

/**
 * The analytics items that completing (and downloading) these orders one by one would have built with
 * ADD updates (analytics-repository), summed here and written as plain items: a few Puts instead of
 * three updates per order keeps the seed fast.
 */
export function salesAggregates(orders: readonly StoredOrder[]): Item[] {
  const items = new Map<string, Item>();
  const add = (pk: string, sk: string, counters: Record<string, number>, set: Item = {}) => {
    const id = `${pk}\n${sk}`;
    const item = items.get(id) ?? { [TABLE_KEYS.partition]: pk, [TABLE_KEYS.sort]: sk };
    for (const [name, value] of Object.entries(counters)) item[name] = Number(item[name] ?? 0) + value;
    items.set(id, Object.assign(item, set));
  };
  for (const order of orders) {
    const day = (order.paid_at ?? order.created_at).slice(0, 10);
    const downloadDay = (order.last_download_at ?? order.paid_at ?? order.created_at).slice(0, 10);
    const money = { revenue_pesewas: order.amount_pesewas, orders: 1 };
    add(analyticsKeys.dayPk, analyticsKeys.daySk(day), {
      ...money,
      [`orders_${order.package_type}`]: 1,
      [`revenue_pesewas_${order.package_type}`]: order.amount_pesewas,
    });
    add(analyticsKeys.planDayPk, analyticsKeys.planDaySk(day, order.plan_id), money, {
      date: day,
      plan_id: order.plan_id,
      plan_title: order.plan_title,
    });
    add(analyticsKeys.totalPk, analyticsKeys.totalSk, money);
    if (order.download_count) {
      add(analyticsKeys.dayPk, analyticsKeys.daySk(downloadDay), { downloads: order.download_count });
      add(analyticsKeys.totalPk, analyticsKeys.totalSk, { downloads: order.download_count });
    }
  }
  return [...items.values()];
}

/** Everything a real completion of these orders leaves in the table: the orders, purchase markers, analytics. */
export function salesItems(orders: readonly StoredOrder[], tableName: string): Item[] {
  const purchases = purchasesRepository(undefined as never, tableName);
  return [
    ...orders.map((order) => toOrderItem(order)),
    ...orders.map(
      (order) => purchases.purchaseMarkerPut(order.user_id, order.plan_id, order.id, order.paid_at ?? '').Item,
    ),
    ...salesAggregates(orders),
  ];
}
