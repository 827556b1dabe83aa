import { routeByName } from '@shop/shared/api/routes';
import { documentClient, tableName } from '../../db/document-client.ts';
import { listPortfolio } from '../../domain/portfolio/list-portfolio.ts';
import { httpRoute } from '../../http/http-route.ts';
import { portfolioRepository } from '../../repositories/portfolio-repository.ts';

const route = routeByName('list-portfolio');

export const handler = httpRoute(route, async () => ({
  body: await listPortfolio(portfolioRepository(documentClient(), tableName())),
  headers: { 'cache-control': 'public, max-age=60' },
}));
