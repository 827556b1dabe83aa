import { randomUUID } from 'node:crypto';
import { deleteAdRoute } from '@shop/shared/api/routes/delete-ad';
import { defaultAuditLog } from '../../../adapters/default-audit-log.ts';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { deleteAd } from '../../../domain/admin/ads/manage-ads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { adWrites } from '../../../repositories/ad-writes.ts';

export const handler = httpRoute(
  deleteAdRoute,
  async ({ params, caller }) => {
    const deps = {
      ads: adWrites(documentClient(), tableName()),
      audit: defaultAuditLog(),
      now: () => new Date(),
      newId: randomUUID,
    };
    return { body: await deleteAd(deps, requireCaller(caller), params.id), headers: { 'cache-control': 'no-store' } };
  },
  { invalidateEdge },
);
