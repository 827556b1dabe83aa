import { PRIVATE_NO_STORE } from '@shop/shared/api/cache-control';
import { listAdminPortfolioRoute } from '@shop/shared/api/routes/list-admin-portfolio';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { listPortfolio } from '../../../domain/portfolio/list-portfolio.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { portfolioRepository } from '../../../repositories/portfolio-repository.ts';

export const handler = httpRoute(listAdminPortfolioRoute, async () => ({
  body: await listPortfolio(portfolioRepository(documentClient(), tableName())),
  headers: { 'cache-control': PRIVATE_NO_STORE },
}));
