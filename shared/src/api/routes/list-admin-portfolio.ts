import { PortfolioListResponse } from '../../content/portfolio.ts';
import { defineRoute } from '../route-definition.ts';

/** The portfolio as staff edit it: never from a cache (the public list is cached at the edge). */
export const listAdminPortfolioRoute = defineRoute({
  name: 'list-admin-portfolio',
  method: 'GET',
  path: '/api/admin/portfolio',
  auth: 'admin',
  handler: 'admin/portfolio/list-admin-portfolio',
  access: { table: 'read' },
  request: {},
  response: PortfolioListResponse,
});
