import { AuditListQuery, AuditListResponse } from '../../admin/audit.ts';
import { defineRoute } from '../route-definition.ts';

export const listAuditEventsRoute = defineRoute({
  name: 'list-audit-events',
  method: 'GET',
  path: '/api/admin/activity',
  auth: 'admin',
  handler: 'audit/list-audit-events',
  access: { table: 'read' },
  request: { query: AuditListQuery },
  response: AuditListResponse,
});
