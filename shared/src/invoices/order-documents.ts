import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';

/** The documents an order can have, as the route names them. */
export const ORDER_DOCUMENTS = ['invoice', 'credit-note'] as const;
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number];

export const OrderDocumentParams = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    document: z.enum(ORDER_DOCUMENTS, { error: `document must be one of: ${ORDER_DOCUMENTS.join(', ')}` }),
  }),
);

/** The answer is a PDF, not JSON. */
export const OrderDocumentPdf = lazySchema(() => z.string());

/** What the buyer (and staff) read when an order has no such document. */
export const ORDER_DOCUMENT_TEXTS = {
  notPaid:
    'This order was never paid, so it has no invoice. Its page shows the payment attempt and lets you try again.',
  notRefunded: 'This order was not refunded, so it has no credit note.',
  notReady: 'The invoice of this order is being numbered. Please try again in a minute.',
} as const;

/** "INV-2026-000123.pdf": the number, which the buyer finds again in their downloads folder. */
export const orderDocumentFileName = (number: string) => `${number}.pdf`;
