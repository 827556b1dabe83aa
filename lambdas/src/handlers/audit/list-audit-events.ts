import { listAuditEventsRoute } from '@shop/shared/api/routes/list-audit-events';
import { documentClient, tableName } from '../../db/document-client.ts';
import { listAuditEvents } from '../../domain/audit/list-audit-events.ts';
import { httpRoute } from '../../http/http-route.ts';
import { auditRepository } from '../../repositories/audit-repository.ts';

export const handler = httpRoute(listAuditEventsRoute, async ({ query }) => ({
  body: await listAuditEvents(auditRepository(documentClient(), tableName()), query),
  headers: { 'cache-control': 'private, no-store' },
}));
