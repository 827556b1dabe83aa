import { routeByName } from '@shop/shared/api/routes';
import { documentClient, tableName } from '../../db/document-client.ts';
import { listAds } from '../../domain/ads/list-ads.ts';
import { httpRoute } from '../../http/http-route.ts';
import { adsRepository } from '../../repositories/ads-repository.ts';

const route = routeByName('list-ads');

export const handler = httpRoute(route, async ({ query }) => ({
  body: await listAds(adsRepository(documentClient(), tableName()), query),
  // Every page load asks; a minute of browser reuse is harmless for schedules set by the day.
  headers: { 'cache-control': 'public, max-age=60' },
}));
