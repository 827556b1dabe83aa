import { PortfolioListResponse } from '../../content/portfolio.ts';
import { defineRoute } from '../route-definition.ts';

export const listPortfolioRoute = defineRoute({
  name: 'list-portfolio',
  method: 'GET',
  path: '/api/portfolio',
  auth: 'public',
  handler: 'portfolio/list-portfolio',
  access: { table: 'read' },
  request: {},
  response: PortfolioListResponse,
});
