import type { recordAdClickRoute } from '@shop/shared/api/routes/record-ad-click';
import type { recordAdImpressionRoute } from '@shop/shared/api/routes/record-ad-impression';
import { documentClient, tableName } from '../../db/document-client.ts';
import { recordAdEvent } from '../../domain/ads/record-ad-event.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';
import type { AdEventKind } from '../../repositories/ads-repository.ts';
import { adsRepository } from '../../repositories/ads-repository.ts';
import { rateLimitRepository } from '../../repositories/rate-limit-repository.ts';

type AdEventRoute = typeof recordAdClickRoute | typeof recordAdImpressionRoute;

/** The counting routes of an ad's impressions and clicks: one rule, one rate limit, told apart only by the kind. */
export function adEventHandler<R extends AdEventRoute>(route: R, kind: AdEventKind) {
  return httpRoute<AdEventRoute>(route, async ({ params, body, event }) => {
    const db = documentClient();
    const deps = { ads: adsRepository(db, tableName()), rateLimits: rateLimitRepository(db, tableName()) };
    const receipt = await recordAdEvent(deps, {
      adId: params.id,
      kind,
      pageLoadId: body?.pageLoadId,
      sourceIp: clientAddress(event),
    });
    return { body: receipt, headers: { 'cache-control': 'no-store' } };
  });
}
