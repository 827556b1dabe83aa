import { PUBLIC_READ_CACHE } from '@shop/shared/api/cache-control';
import { listPortfolioRoute } from '@shop/shared/api/routes/list-portfolio';
import { documentClient, tableName } from '../../db/document-client.ts';
import { listPortfolio } from '../../domain/portfolio/list-portfolio.ts';
import { httpRoute } from '../../http/http-route.ts';
import { portfolioRepository } from '../../repositories/portfolio-repository.ts';

export const handler = httpRoute(listPortfolioRoute, async () => ({
  body: await listPortfolio(portfolioRepository(documentClient(), tableName())),
  headers: { 'cache-control': PUBLIC_READ_CACHE },
}));
