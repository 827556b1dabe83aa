/** The two numbered documents an order can have: its invoice (when paid) and a credit note (when refunded). */
export const DOCUMENT_KINDS = { invoice: 'INV', credit_note: 'CN' } as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

/** "INV-2026-000123": the kind, the year it was issued, and its place in that year's sequence. */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  return `${DOCUMENT_KINDS[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** A number given out by the counter (not the `INV-` + order id of orders made before numbering). */
export function isSequentialNumber(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^(INV|CN)-\d{4}-\d{6,}$/.test(value);
}

/** The number orders made before sequential numbering carried: INV- and the order id's last 8 characters. */
export function legacyInvoiceNumber(orderId: string): string {
  return `INV-${orderId.slice(-8).toUpperCase()}`;
}

/**
 * The number a paid order's mails, stamps and certificate name: its invoice number; in the moment between the
 * completion and the numbering (or an order paid before numbering), the INV- + id number.
 */
export function paidOrderNumber(order: { id: string; invoice_number: string | null }): string {
  return order.invoice_number ?? legacyInvoiceNumber(order.id);
}
