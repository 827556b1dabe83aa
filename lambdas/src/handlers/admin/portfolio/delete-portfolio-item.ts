import { randomUUID } from 'node:crypto';
import { deletePortfolioItemRoute } from '@shop/shared/api/routes/delete-portfolio-item';
import { defaultAuditLog } from '../../../adapters/default-audit-log.ts';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { deletePortfolioItem } from '../../../domain/admin/portfolio/manage-portfolio.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { portfolioWrites } from '../../../repositories/portfolio-writes.ts';

export const handler = httpRoute(
  deletePortfolioItemRoute,
  async ({ params, caller }) => {
    const deps = {
      writes: portfolioWrites(documentClient(), tableName()),
      audit: defaultAuditLog(),
      now: () => new Date(),
      newId: randomUUID,
    };
    return {
      body: await deletePortfolioItem(deps, requireCaller(caller), params.id),
      headers: { 'cache-control': 'no-store' },
    };
  },
  { invalidateEdge },
);
