import { routeByName } from '@shop/shared/api/routes';
import { documentClient, tableName } from '../../db/document-client.ts';
import { listAuditEvents } from '../../domain/audit/list-audit-events.ts';
import { httpRoute } from '../../http/http-route.ts';
import { auditRepository } from '../../repositories/audit-repository.ts';

const route = routeByName('list-audit-events');

export const handler = httpRoute(route, async ({ query }) => ({
  body: await listAuditEvents(auditRepository(documentClient(), tableName()), query),
  headers: { 'cache-control': 'private, no-store' },
}));
