import { randomUUID } from 'node:crypto';
import { updateAdRoute } from '@shop/shared/api/routes/update-ad';
import { defaultAuditLog } from '../../../adapters/default-audit-log.ts';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { updateAd } from '../../../domain/admin/ads/manage-ads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { adWrites } from '../../../repositories/ad-writes.ts';

export const handler = httpRoute(
  updateAdRoute,
  async ({ params, body, caller }) => {
    const deps = {
      ads: adWrites(documentClient(), tableName()),
      audit: defaultAuditLog(),
      now: () => new Date(),
      newId: randomUUID,
    };
    return {
      body: await updateAd(deps, requireCaller(caller), params.id, body),
      headers: { 'cache-control': 'no-store' },
    };
  },
  { invalidateEdge },
);
