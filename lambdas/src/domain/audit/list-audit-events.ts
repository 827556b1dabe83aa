import type { AuditListQuery, AuditListResponse } from '@shop/shared/admin/audit';
import { InvalidInputError } from '../../errors/domain-errors.ts';
import type { AuditRepository } from '../../repositories/audit-repository.ts';

/** The latest admin changes, newest first, for the Activity tab. */
export async function listAuditEvents(events: AuditRepository, query: AuditListQuery): Promise<AuditListResponse> {
  const from = query.from ? new Date(query.from).toISOString() : undefined;
  const to = query.to ? new Date(query.to).toISOString() : undefined;
  if (from && to && from > to)
    throw new InvalidInputError('from must not be after to', { from: 'from must not be after to' });
  return { events: await events.latest({ limit: query.limit, from, to }) };
}
