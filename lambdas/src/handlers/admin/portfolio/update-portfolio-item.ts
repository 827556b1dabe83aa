import { updatePortfolioItemRoute } from '@shop/shared/api/routes/update-portfolio-item';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { portfolioWriteDeps } from '../../../adapters/staff-write-wiring.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { updatePortfolioItem } from '../../../domain/admin/portfolio/manage-portfolio.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { uncached } from '../../../http/uncached.ts';

export const handler = httpRoute(
  updatePortfolioItemRoute,
  async ({ params, body, caller }) =>
    uncached(await updatePortfolioItem(portfolioWriteDeps(), requireCaller(caller), params.id, body)),
  { invalidateEdge },
);
