import { type DocumentKind, documentNumber } from '@shop/shared/invoices/document-number';
import type { DocumentNumbering } from '../../../src/domain/invoices/issue-number.ts';

/** Invoice and credit-note numbers in memory: one per kind and order, in sequence per kind and year. */
export function documentNumbersFake() {
  const issued = new Map<string, string>();
  const sequences = new Map<string, number>();
  const numbering = {
    async issue(kind: DocumentKind, orderId: string, at: Date): Promise<{ number: string; issued: boolean }> {
      const existing = issued.get(`${kind} ${orderId}`);
      if (existing) return { number: existing, issued: false };
      const year = at.getUTCFullYear();
      const sequence = (sequences.get(`${kind} ${year}`) ?? 0) + 1;
      sequences.set(`${kind} ${year}`, sequence);
      const number = documentNumber(kind, year, sequence);
      issued.set(`${kind} ${orderId}`, number);
      return { number, issued: true };
    },
  } satisfies DocumentNumbering;
  return { ...numbering, numberOf: (kind: DocumentKind, orderId: string) => issued.get(`${kind} ${orderId}`) };
}
