import { LibraryResponse } from '../../orders/library.ts';
import { defineRoute } from '../route-definition.ts';

// The buyer's plan library: every plan they hold, by its highest package, with its window and reopenings.
export const listLibraryRoute = defineRoute({
  name: 'list-library',
  method: 'GET',
  path: '/api/library',
  auth: 'user',
  handler: 'library/list-library',
  access: { table: 'read' },
  request: {},
  response: LibraryResponse,
});
