import type { DocumentKind } from '@shop/shared/invoices/document-number';
import { log } from '../../observability/log.ts';

/** Gives an order its invoice or credit-note number (repositories/document-numbers.ts). */
export interface DocumentNumbering {
  issue(kind: DocumentKind, orderId: string, at: Date): Promise<{ number: string; issued: boolean }>;
}

/**
 * Numbers the document, called only by the one caller that settled the payment or the refund. A failure is logged
 * and never undoes the settlement: the invoice route numbers a paid order that still has none.
 */
export async function issueNumber(
  numbering: DocumentNumbering,
  kind: DocumentKind,
  orderId: string,
  at: Date,
): Promise<string | undefined> {
  try {
    const { number, issued } = await numbering.issue(kind, orderId, at);
    if (!issued) log('warn', `${kind} number already given; a counter value was left unused`, { orderId, number });
    return number || undefined;
  } catch (error) {
    log('error', `${kind} number not issued`, { orderId, error: String(error) });
    return undefined;
  }
}
