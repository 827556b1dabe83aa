import type { Order } from '@shop/shared/orders/order';

const TEXTS = {
  en: {
    change: (requestId: string) => `Customization quote for request ${requestId}`,
    service: (title: string, requestId: string) => `Service quote: ${title} (request ${requestId})`,
  },
  fr: {
    change: (requestId: string) => `Devis de personnalisation pour la demande ${requestId}`,
    service: (title: string, requestId: string) => `Devis de service : ${title} (demande ${requestId})`,
  },
} as const;

/**
 * The invoice line of a paid desk quote (decision 0062), in the order's language: a change to a plan, or one of the
 * firm's services by its name; undefined for any other order.
 */
export function quoteInvoiceItem(
  order: Pick<Order, 'kind' | 'request_id' | 'language' | 'plan_title'> & Partial<Pick<Order, 'service'>>,
): string | undefined {
  if (order.kind !== 'quote' || !order.request_id) return undefined;
  const texts = TEXTS[order.language ?? 'en'];
  return order.service ? texts.service(order.plan_title, order.request_id) : texts.change(order.request_id);
}
