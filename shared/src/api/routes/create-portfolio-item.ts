import { PortfolioCreate } from '../../admin/portfolio-write.ts';
import { PortfolioItem } from '../../content/portfolio.ts';
import { defineRoute } from '../route-definition.ts';

export const createPortfolioItemRoute = defineRoute({
  name: 'create-portfolio-item',
  method: 'POST',
  path: '/api/portfolio',
  auth: 'admin',
  handler: 'admin/portfolio/create-portfolio-item',
  edgeCache: ['/api/portfolio*', '/api/sitemap.xml*'],
  access: { table: 'write' },
  request: { body: PortfolioCreate },
  response: PortfolioItem,
});
