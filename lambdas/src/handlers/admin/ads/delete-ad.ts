import { deleteAdRoute } from '@shop/shared/api/routes/delete-ad';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { adWriteDeps } from '../../../adapters/staff-write-wiring.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { deleteAd } from '../../../domain/admin/ads/manage-ads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { uncached } from '../../../http/uncached.ts';

export const handler = httpRoute(
  deleteAdRoute,
  async ({ params, caller }) => uncached(await deleteAd(adWriteDeps(), requireCaller(caller), params.id)),
  { invalidateEdge },
);
