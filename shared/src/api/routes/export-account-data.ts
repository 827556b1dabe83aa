import { DataExportFile, DataExportQuery } from '../../accounts/account-closure.ts';
import { defineRoute } from '../route-definition.ts';

/**
 * The caller's own data (profile, orders with their invoices' figures, reviews, favourites, consents, settings and the
 * sign-in facts the shop keeps) as a JSON file or a readable page. No user id in the path: only ever one's own.
 */
export const exportAccountDataRoute = defineRoute({
  name: 'export-account-data',
  method: 'GET',
  path: '/api/account/data',
  auth: 'user',
  handler: 'accounts/export-account-data',
  access: { table: 'read', identity: 'read' },
  request: { query: DataExportQuery },
  response: DataExportFile,
});
