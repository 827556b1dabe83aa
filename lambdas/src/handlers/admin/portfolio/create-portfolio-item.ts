import { createPortfolioItemRoute } from '@shop/shared/api/routes/create-portfolio-item';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { portfolioWriteDeps } from '../../../adapters/staff-write-wiring.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { createPortfolioItem } from '../../../domain/admin/portfolio/manage-portfolio.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { uncached } from '../../../http/uncached.ts';

export const handler = httpRoute(
  createPortfolioItemRoute,
  async ({ body, caller }) =>
    uncached(await createPortfolioItem(portfolioWriteDeps(), requireCaller(caller), body), 201),
  { invalidateEdge },
);
