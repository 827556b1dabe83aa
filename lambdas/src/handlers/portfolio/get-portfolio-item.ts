import { PUBLIC_READ_CACHE } from '@shop/shared/api/cache-control';
import { getPortfolioItemRoute } from '@shop/shared/api/routes/get-portfolio-item';
import { documentClient, tableName } from '../../db/document-client.ts';
import { getPortfolioItem } from '../../domain/portfolio/get-portfolio-item.ts';
import { httpRoute } from '../../http/http-route.ts';
import { portfolioRepository } from '../../repositories/portfolio-repository.ts';

export const handler = httpRoute(getPortfolioItemRoute, async ({ params }) => ({
  body: await getPortfolioItem(portfolioRepository(documentClient(), tableName()), params.id),
  headers: { 'cache-control': PUBLIC_READ_CACHE },
}));
