import { recordAdImpressionRoute } from '@shop/shared/api/routes/record-ad-impression';
import { documentClient, tableName } from '../../db/document-client.ts';
import { recordAdEvent } from '../../domain/ads/record-ad-event.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';
import { adsRepository } from '../../repositories/ads-repository.ts';
import { rateLimitRepository } from '../../repositories/rate-limit-repository.ts';

export const handler = httpRoute(recordAdImpressionRoute, async ({ params, body, event }) => {
  const db = documentClient();
  const deps = { ads: adsRepository(db, tableName()), rateLimits: rateLimitRepository(db, tableName()) };
  const receipt = await recordAdEvent(deps, {
    adId: params.id,
    kind: 'impression',
    pageLoadId: body.pageLoadId,
    sourceIp: clientAddress(event),
  });
  return { body: receipt, headers: { 'cache-control': 'no-store' } };
});
