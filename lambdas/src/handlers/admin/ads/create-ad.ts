import { createAdRoute } from '@shop/shared/api/routes/create-ad';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { adWriteDeps } from '../../../adapters/staff-write-wiring.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { createAd } from '../../../domain/admin/ads/manage-ads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { uncached } from '../../../http/uncached.ts';

export const handler = httpRoute(
  createAdRoute,
  async ({ body, caller }) => uncached(await createAd(adWriteDeps(), requireCaller(caller), body), 201),
  { invalidateEdge },
);
