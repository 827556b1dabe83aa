import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { AUDIT_TARGETS, type AuditEvent } from '@shop/shared/admin/audit';
import * as z from 'zod/mini';
import { putIfAbsent } from '../db/conditional-writes.ts';
import { readPartition } from '../db/paged-query.ts';
import { parseItem } from '../db/parse-item.ts';
import { auditKeys } from '../db/table-design.ts';
import { indexKey, tableKey } from '../db/table-keys.ts';

/**
 * An audit event as stored. Events from before a field existed read with its old default (empty text, a plan
 * as the target, no changes); a field of the wrong type fails the read and names the field.
 */
let storedEventSchema: z.ZodMiniType<AuditEvent> | undefined;
const storedEvent = () =>
  (storedEventSchema ??= z.object({
    id: z.string(),
    at: z._default(z.string(), ''),
    actor_id: z._default(z.string(), ''),
    actor_email: z._default(z.string(), ''),
    action: z._default(z.string(), ''),
    target_type: z._default(z.enum(AUDIT_TARGETS), 'plan'),
    target_id: z._default(z.string(), ''),
    summary: z._default(z.string(), ''),
    changes: z._default(z.record(z.string(), z.unknown()), {}),
    address: z.optional(z.string()),
  }));

const fromAuditItem = (item: Record<string, unknown>): AuditEvent => parseItem(storedEvent(), item, 'audit event');

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

    /** Records an event whose id says what it is about (one sign-in); false when it was already recorded. */
    async putOnce(event: AuditEvent): Promise<boolean> {
      return putIfAbsent(db, table, {
        ...tableKey(auditKeys.pk(event.id), auditKeys.sk),
        ...indexKey(auditKeys.listIndex, auditKeys.listPartition, auditKeys.listSort(event.at, event.id)),
        entity: 'audit',
        ...event,
      });
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
