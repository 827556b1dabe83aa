import { type DocumentKind, documentNumber } from '@shop/shared/invoices/document-number';
import type { DocumentNumbering } from '../../../src/domain/invoices/issue-number.ts';
import type { OrdersFake } from './orders-fake.ts';

const FIELD = { invoice: 'invoice_number', credit_note: 'credit_note_number' } as const;
/** Orders made before numbering hold `INV-` + 8 characters: such a number may be replaced once. */
const LEGACY_NUMBER_LENGTH = 12;

/**
 * Invoice and credit-note numbers in memory: one per kind and order, in sequence per kind and year. Given the
 * orders fake, the number is written on the order as the table does it (only where none, or a legacy one, is
 * there; a counter value drawn for an order already numbered is left unused), so the order read afterwards, and
 * the mails made from it, carry it.
 */
export function documentNumbersFake(orders?: OrdersFake) {
  const issued = new Map<string, string>();
  const sequences = new Map<string, number>();
  const next = (kind: DocumentKind, year: number) => {
    const sequence = (sequences.get(`${kind} ${year}`) ?? 0) + 1;
    sequences.set(`${kind} ${year}`, sequence);
    return documentNumber(kind, year, sequence);
  };
  const numbering = {
    async issue(kind: DocumentKind, orderId: string, at: Date): Promise<{ number: string; issued: boolean }> {
      if (orders) {
        const number = next(kind, at.getUTCFullYear());
        const field = FIELD[kind];
        const written = orders.changeIf(orderId, (order) => {
          const current = order[field];
          return current == null || current.length === LEGACY_NUMBER_LENGTH ? { ...order, [field]: number } : undefined;
        });
        if (written) issued.set(`${kind} ${orderId}`, number);
        const stored = written ? number : (await orders.get(orderId))?.[field];
        return { number: String(stored ?? ''), issued: written };
      }
      const existing = issued.get(`${kind} ${orderId}`);
      if (existing) return { number: existing, issued: false };
      const number = next(kind, at.getUTCFullYear());
      issued.set(`${kind} ${orderId}`, number);
      return { number, issued: true };
    },
  } satisfies DocumentNumbering;
  return { ...numbering, numberOf: (kind: DocumentKind, orderId: string) => issued.get(`${kind} ${orderId}`) };
}
