import { type DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_TARGETS, type AuditEvent, type AuditTarget } from '@shop/shared/admin/audit';
import { auditKeys, GSIS, TABLE_KEYS } from '../db/table-design.ts';

const LIST_INDEX = GSIS[0];

function fromAuditItem(item: Record<string, unknown>): AuditEvent {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const target = AUDIT_TARGETS.includes(item.target_type as AuditTarget) ? (item.target_type as AuditTarget) : 'plan';
  return {
    id: text(item.id),
    at: text(item.at),
    actor_id: text(item.actor_id),
    actor_email: text(item.actor_email),
    action: text(item.action),
    target_type: target,
    target_id: text(item.target_id),
    summary: text(item.summary),
    changes:
      item.changes && typeof item.changes === 'object' && !Array.isArray(item.changes)
        ? (item.changes as Record<string, unknown>)
        : {},
  };
}

export interface AuditRange {
  limit: number;
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
}

export function auditRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    async put(event: AuditEvent): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            [TABLE_KEYS.partition]: auditKeys.pk(event.id),
            [TABLE_KEYS.sort]: auditKeys.sk,
            [LIST_INDEX.partition]: auditKeys.listPartition,
            [LIST_INDEX.sort]: auditKeys.listSort(event.at, event.id),
            entity: 'audit',
            ...event,
          },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition },
        }),
      );
    },

    /** The newest events first, within [from, to] when given: one Query on the audit partition. */
    async latest({ limit, from, to }: AuditRange): Promise<AuditEvent[]> {
      const names: Record<string, string> = { '#pk': LIST_INDEX.partition };
      const values: Record<string, unknown> = { ':pk': auditKeys.listPartition };
      let condition = '#pk = :pk';
      if (from || to) {
        names['#sk'] = LIST_INDEX.sort;
        // `~` sorts after every character of an id, so `to` includes events at exactly that time.
        values[':from'] = from ?? '';
        values[':to'] = `${to ?? '9999'}~`;
        condition += ' AND #sk BETWEEN :from AND :to';
      }
      const { Items } = await db.send(
        new QueryCommand({
          TableName: table,
          IndexName: LIST_INDEX.name,
          KeyConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (Items ?? []).map(fromAuditItem);
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
