import { PortfolioUpdate } from '../../admin/portfolio-write.ts';
import { PortfolioIdParams, PortfolioItem } from '../../content/portfolio.ts';
import { defineRoute } from '../route-definition.ts';

export const updatePortfolioItemRoute = defineRoute({
  name: 'update-portfolio-item',
  method: 'PUT',
  path: '/api/portfolio/{id}',
  auth: 'admin',
  handler: 'admin/portfolio/update-portfolio-item',
  edgeCache: ['/api/portfolio*', '/api/sitemap.xml*', '/portfolio/{id}', '/fr/portfolio/{id}'],
  access: { table: 'write' },
  request: { params: PortfolioIdParams, body: PortfolioUpdate },
  response: PortfolioItem,
});
