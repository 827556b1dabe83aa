import { updateAdRoute } from '@shop/shared/api/routes/update-ad';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { adWriteDeps } from '../../../adapters/staff-write-wiring.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { updateAd } from '../../../domain/admin/ads/manage-ads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { uncached } from '../../../http/uncached.ts';

export const handler = httpRoute(
  updateAdRoute,
  async ({ params, body, caller }) => uncached(await updateAd(adWriteDeps(), requireCaller(caller), params.id, body)),
  { invalidateEdge },
);
