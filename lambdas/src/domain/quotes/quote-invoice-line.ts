import type { Order } from '@shop/shared/orders/order';

const TEXTS = {
  en: (requestId: string) => `Customization quote for request ${requestId}`,
  fr: (requestId: string) => `Devis de personnalisation pour la demande ${requestId}`,
} as const;

/** The invoice line of a paid desk quote (decision 0062), in the order's language; undefined for any other order. */
export function quoteInvoiceItem(order: Pick<Order, 'kind' | 'request_id' | 'language'>): string | undefined {
  if (order.kind !== 'quote' || !order.request_id) return undefined;
  return TEXTS[order.language ?? 'en'](order.request_id);
}
