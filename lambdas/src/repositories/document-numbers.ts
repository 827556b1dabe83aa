import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DOCUMENT_KINDS, type DocumentKind, documentNumber } from '@shop/shared/invoices/document-number';
import { updateWhen } from '../db/conditional-writes.ts';
import { counterKeys, orderKeys, TABLE_KEYS } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

const FIELD: Record<DocumentKind, 'invoice_number' | 'credit_note_number'> = {
  invoice: 'invoice_number',
  credit_note: 'credit_note_number',
};

/** Orders made before numbering stored `INV-` + 8 characters (12 in all): such a number may be replaced once. */
const LEGACY_NUMBER_LENGTH = 12;

/**
 * Gives an order its invoice or credit-note number: the next value of the year's counter (an atomic ADD), then one
 * conditional write that sets the number only where none was given. Callers are the single winners of a settlement,
 * so the counter is read once per document; should two ever race (a retry after a crash), one number sticks and
 * the other value is left unused (a gap, logged by the caller), never two documents with one number.
 */
export function documentNumbers(db: DynamoDBDocumentClient, table: string) {
  const orderKey = (id: string) => tableKey(orderKeys.pk(id), orderKeys.sk);
  return {
    async issue(kind: DocumentKind, orderId: string, at: Date): Promise<{ number: string; issued: boolean }> {
      const year = at.getUTCFullYear();
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: tableKey(counterKeys.pk(DOCUMENT_KINDS[kind], year), counterKeys.sk),
          UpdateExpression: 'ADD #last :one',
          ExpressionAttributeNames: { '#last': 'last' },
          ExpressionAttributeValues: { ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const sequence = Number(Attributes?.last);
      if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`The ${kind} counter answered ${sequence}`);
      const number = documentNumber(kind, year, sequence);
      const written = await updateWhen(db, table, orderKey(orderId), {
        UpdateExpression: 'SET #field = :number',
        ConditionExpression:
          'attribute_exists(#pk) AND (attribute_not_exists(#field) OR #field = :null OR size(#field) = :legacy)',
        ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition, '#field': FIELD[kind] },
        ExpressionAttributeValues: { ':number': number, ':null': null, ':legacy': LEGACY_NUMBER_LENGTH },
      });
      if (written !== undefined) return { number, issued: true };
      const { Item } = await db.send(
        new GetCommand({ TableName: table, Key: orderKey(orderId), ConsistentRead: true }),
      );
      return { number: String(Item?.[FIELD[kind]] ?? ''), issued: false };
    },
  };
}
export type DocumentNumbers = ReturnType<typeof documentNumbers>;
