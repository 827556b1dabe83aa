import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { AUDIT_TARGETS, type AuditEvent, type AuditTarget } from '@shop/shared/admin/audit';
import { putIfAbsent } from '../db/conditional-writes.ts';
import { readPartition } from '../db/paged-query.ts';
import { auditKeys } from '../db/table-design.ts';
import { indexKey, tableKey } from '../db/table-keys.ts';

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
    /** Records an event under its fresh id; a taken id (never expected) is an error, nothing written. */
    async put(event: AuditEvent): Promise<void> {
      const written = await putIfAbsent(db, table, {
        ...tableKey(auditKeys.pk(event.id), auditKeys.sk),
        ...indexKey(auditKeys.listIndex, auditKeys.listPartition, auditKeys.listSort(event.at, event.id)),
        entity: 'audit',
        ...event,
      });
      if (!written) throw new Error(`Audit event ${event.id} exists`);
    },

    /** The newest events first, within [from, to] when given: one Query on the audit partition. */
    async latest({ limit, from, to }: AuditRange): Promise<AuditEvent[]> {
      const items = await readPartition(
        db,
        table,
        {
          index: auditKeys.listIndex,
          partition: auditKeys.listPartition,
          // `~` sorts after every character of an id, so `to` includes events at exactly that time.
          sortBetween: from || to ? [from ?? '', `${to ?? '9999'}~`] : undefined,
          descending: true,
          pageSize: limit,
        },
        limit,
      );
      return items.map(fromAuditItem);
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
