import { randomUUID } from 'node:crypto';
import { createPortfolioItemRoute } from '@shop/shared/api/routes/create-portfolio-item';
import { defaultAuditLog } from '../../../adapters/default-audit-log.ts';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { createPortfolioItem } from '../../../domain/admin/portfolio/manage-portfolio.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { portfolioWrites } from '../../../repositories/portfolio-writes.ts';

export const handler = httpRoute(
  createPortfolioItemRoute,
  async ({ body, caller }) => {
    const deps = {
      writes: portfolioWrites(documentClient(), tableName()),
      audit: defaultAuditLog(),
      now: () => new Date(),
      newId: randomUUID,
    };
    return {
      status: 201,
      body: await createPortfolioItem(deps, requireCaller(caller), body),
      headers: { 'cache-control': 'no-store' },
    };
  },
  { invalidateEdge },
);
