import { randomUUID } from 'node:crypto';
import { documentClient, tableName } from '../db/document-client.ts';
import { type AuditLog, auditLog } from '../domain/audit/audit-log.ts';
import { auditRepository } from '../repositories/audit-repository.ts';

/** The audit log handlers use: the shop's table, the clock, random ids. */
export function defaultAuditLog(): AuditLog {
  return auditLog({ events: auditRepository(documentClient(), tableName()), now: () => new Date(), newId: randomUUID });
}
