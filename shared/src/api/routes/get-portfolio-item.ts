import { PortfolioIdParams, PortfolioItem } from '../../content/portfolio.ts';
import { defineRoute } from '../route-definition.ts';

export const getPortfolioItemRoute = defineRoute({
  name: 'get-portfolio-item',
  method: 'GET',
  path: '/api/portfolio/{id}',
  auth: 'public',
  handler: 'portfolio/get-portfolio-item',
  access: { table: 'read' },
  request: { params: PortfolioIdParams },
  response: PortfolioItem,
});
