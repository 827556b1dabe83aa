import { ORDER_DOCUMENT_TEXTS, type OrderDocument, orderDocumentFileName } from '@shop/shared/invoices/order-documents';
import { INVOICED_STATUSES } from '@shop/shared/orders/order';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import { readOrderAsOwnerOrGiver } from '../gifts/gift-access.ts';
import { type SiteSettingsSource, settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { type DocumentNumbering, issueNumber } from './issue-number.ts';

export interface OrderDocumentDeps {
  orders: Pick<OrdersRepository, 'get'>;
  settings: SiteSettingsSource;
  numbers: DocumentNumbering;
  now: () => Date;
}

/**
 * How long after its completion a paid order without an invoice number is numbered here: the completion's winner
 * numbers it within milliseconds, so only one that failed (logged) is still unnumbered after this.
 */
const NUMBERING_GRACE_MS = 60_000;

/**
 * The invoice of a paid order, or the credit note of a refunded one, for its buyer or staff (anyone else: 404, as
 * for a missing order). An order never paid has no invoice (409 with the reason): its page shows the attempt.
 */
export async function orderDocument(
  deps: OrderDocumentDeps,
  caller: Caller,
  id: string,
  document: OrderDocument,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  // A gift's invoice stays with the giver who paid, after the recipient claimed it (decision 0055).
  let order = await readOrderAsOwnerOrGiver(deps.orders, caller, id, 'receipt');
  if (!INVOICED_STATUSES.includes(order.status)) throw new ConflictError(ORDER_DOCUMENT_TEXTS.notPaid);
  if (document === 'credit-note' && order.status !== 'refunded') {
    throw new NotFoundError(ORDER_DOCUMENT_TEXTS.notRefunded);
  }
  const kind = document === 'invoice' ? 'invoice' : 'credit_note';
  const field = kind === 'invoice' ? 'invoice_number' : 'credit_note_number';
  if (!order[field]) {
    const settledAt = kind === 'invoice' ? order.paid_at : order.refunded_at;
    const age = deps.now().getTime() - new Date(settledAt ?? 0).getTime();
    if (age < NUMBERING_GRACE_MS) throw new ConflictError(ORDER_DOCUMENT_TEXTS.notReady);
    const number = await issueNumber(deps.numbers, kind, order.id, deps.now());
    if (!number) throw new ConflictError(ORDER_DOCUMENT_TEXTS.notReady);
    order = { ...order, [field]: number };
  }
  const settings = await settingsOrDefaults(deps.settings, { orderId: order.id });
  const pdf = await invoicePdf(order, settings, kind);
  return { fileName: orderDocumentFileName(order[field] ?? order.id), pdf };
}
