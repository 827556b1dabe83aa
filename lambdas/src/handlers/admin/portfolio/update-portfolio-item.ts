import { randomUUID } from 'node:crypto';
import { updatePortfolioItemRoute } from '@shop/shared/api/routes/update-portfolio-item';
import { defaultAuditLog } from '../../../adapters/default-audit-log.ts';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { updatePortfolioItem } from '../../../domain/admin/portfolio/manage-portfolio.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { portfolioWrites } from '../../../repositories/portfolio-writes.ts';

export const handler = httpRoute(
  updatePortfolioItemRoute,
  async ({ params, body, caller }) => {
    const deps = {
      writes: portfolioWrites(documentClient(), tableName()),
      audit: defaultAuditLog(),
      now: () => new Date(),
      newId: randomUUID,
    };
    return {
      body: await updatePortfolioItem(deps, requireCaller(caller), params.id, body),
      headers: { 'cache-control': 'no-store' },
    };
  },
  { invalidateEdge },
);
