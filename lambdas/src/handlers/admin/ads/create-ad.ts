import { randomUUID } from 'node:crypto';
import { createAdRoute } from '@shop/shared/api/routes/create-ad';
import { defaultAuditLog } from '../../../adapters/default-audit-log.ts';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { createAd } from '../../../domain/admin/ads/manage-ads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { adWrites } from '../../../repositories/ad-writes.ts';

export const handler = httpRoute(
  createAdRoute,
  async ({ body, caller }) => {
    const deps = {
      ads: adWrites(documentClient(), tableName()),
      audit: defaultAuditLog(),
      now: () => new Date(),
      newId: randomUUID,
    };
    return {
      status: 201,
      body: await createAd(deps, requireCaller(caller), body),
      headers: { 'cache-control': 'no-store' },
    };
  },
  { invalidateEdge },
);
