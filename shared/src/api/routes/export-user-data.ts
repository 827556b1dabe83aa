import { DataExportFile, StaffDataExportQuery } from '../../accounts/account-closure.ts';
import { UserIdPathParams } from '../../admin/users.ts';
import { defineRoute } from '../route-definition.ts';

/**
 * A super admin makes a person's data export at their request (the same file as their own "Download my data"),
 * audited by whom, whose and when. The table write is the audit event.
 */
export const exportUserDataRoute = defineRoute({
  name: 'export-user-data',
  method: 'GET',
  path: '/api/users/{id}/data',
  auth: 'super_admin',
  handler: 'users/export-user-data',
  access: { table: 'write', identity: 'read' },
  request: { params: UserIdPathParams, query: StaffDataExportQuery },
  response: DataExportFile,
});
