import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { DOCUMENT_KINDS, type DocumentKind, documentNumber } from '@shop/shared/invoices/document-number';
import * as z from 'zod/mini';
import { EXISTS, updateAlways, updateExisting } from '../db/conditional-writes.ts';
import { allOf, when } from '../db/conditions.ts';
import { entity } from '../db/entity.ts';
import { counterKeys } from '../db/table-design.ts';
import { orderEntity } from './order-item.ts';

const FIELD: Record<DocumentKind, 'invoice_number' | 'credit_note_number'> = {
  invoice: 'invoice_number',
  credit_note: 'credit_note_number',
};

/** Orders made before numbering stored `INV-` + 8 characters (12 in all): such a number may be replaced once. */
const LEGACY_NUMBER_LENGTH = 12;

/** A year's counter of one kind of document: the last number given. Stored without an entity attribute, as always. */
const counterEntity = entity<{ last: number }, { kind: string; year: number }>({
  what: 'document counter',
  key: { partition: (c) => counterKeys.pk(c.kind, c.year), sort: () => counterKeys.sk },
  schema: () => z.object({ last: z.number() }),
});

/**
 * Gives an order its invoice or credit-note number: the next value of the year's counter (an atomic ADD), then one
 * conditional write that sets the number only where none was given. Callers are the single winners of a settlement,
 * so the counter is read once per document; should two ever race (a retry after a crash), one number sticks and
 * the other value is left unused (a gap, logged by the caller), never two documents with one number.
 */
export function documentNumbers(db: DynamoDBDocumentClient, table: string) {
  const orderKey = (id: string) => orderEntity.key({ id });
  return {
    async issue(kind: DocumentKind, orderId: string, at: Date): Promise<{ number: string; issued: boolean }> {
      const year = at.getUTCFullYear();
      const counter = counterEntity.key({ kind: DOCUMENT_KINDS[kind], year });
      const counted = await updateAlways(db, table, counter, counterEntity.add({ last: 1 }), 'UPDATED_NEW');
      const sequence = Number(counted.last);
      if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`The ${kind} counter answered ${sequence}`);
      const number = documentNumber(kind, year, sequence);
      const field = FIELD[kind];
      const unnumbered = when(
        'attribute_not_exists(#field) OR #field = :null OR size(#field) = :legacy',
        { ':null': null, ':legacy': LEGACY_NUMBER_LENGTH },
        { '#field': field },
      );
      const written = await updateExisting(
        db,
        table,
        orderKey(orderId),
        orderEntity.update(field === 'invoice_number' ? { invoice_number: number } : { credit_note_number: number }),
        allOf(EXISTS, unnumbered),
      );
      if (written !== undefined) return { number, issued: true };
      const { Item } = await db.send(
        new GetCommand({ TableName: table, Key: orderKey(orderId), ConsistentRead: true }),
      );
      return { number: String(Item?.[field] ?? ''), issued: false };
    },
  };
}
export type DocumentNumbers = ReturnType<typeof documentNumbers>;
