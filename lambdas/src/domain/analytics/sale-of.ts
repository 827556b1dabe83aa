import { orderTax, taxOf } from '@shop/shared/invoices/tax';
import type { Sale } from '../../repositories/analytics-repository.ts';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { isQuoteOrder } from '../quotes/accept-paid-quote.ts';
import { utcDay } from './analytics-period.ts';

/** An order as the aggregates count it, on the day `paidAt` falls in (a refund takes it back out on that same day). */
export function saleOf(order: StoredOrder, paidAt: Date): Sale {
  return {
    date: utcDay(paidAt),
    planId: order.plan_id,
    planTitle: order.plan_title,
    packageType: order.package_type,
    amountPesewas: order.amount_pesewas,
    taxPesewas: taxOf(orderTax(order)),
    quote: isQuoteOrder(order),
  };
}
