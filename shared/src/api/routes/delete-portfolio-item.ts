import { PortfolioDeleted } from '../../admin/portfolio-write.ts';
import { PortfolioIdParams } from '../../content/portfolio.ts';
import { defineRoute } from '../route-definition.ts';

export const deletePortfolioItemRoute = defineRoute({
  name: 'delete-portfolio-item',
  method: 'DELETE',
  path: '/api/portfolio/{id}',
  auth: 'admin',
  handler: 'admin/portfolio/delete-portfolio-item',
  edgeCache: ['/api/portfolio*', '/api/sitemap.xml*', '/portfolio/{id}', '/fr/portfolio/{id}'],
  access: { table: 'write' },
  request: { params: PortfolioIdParams },
  response: PortfolioDeleted,
});
