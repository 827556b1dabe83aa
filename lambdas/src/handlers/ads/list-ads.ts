import { PUBLIC_READ_CACHE } from '@shop/shared/api/cache-control';
import { listAdsRoute } from '@shop/shared/api/routes/list-ads';
import { documentClient, tableName } from '../../db/document-client.ts';
import { listAds } from '../../domain/ads/list-ads.ts';
import { httpRoute } from '../../http/http-route.ts';
import { adsRepository } from '../../repositories/ads-repository.ts';

export const handler = httpRoute(listAdsRoute, async ({ query }) => ({
  body: await listAds(adsRepository(documentClient(), tableName()), query),
  // Every page load asks; a minute of browser reuse is harmless for schedules set by the day.
  headers: { 'cache-control': PUBLIC_READ_CACHE },
}));
