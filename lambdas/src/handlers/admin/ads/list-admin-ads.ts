import { routeByName } from '@shop/shared/api/routes';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { listAdminAds } from '../../../domain/admin/ads/manage-ads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { adWrites } from '../../../repositories/ad-writes.ts';

const route = routeByName('list-admin-ads');

export const handler = httpRoute(route, async () => ({
  body: await listAdminAds({ ads: adWrites(documentClient(), tableName()) }),
  headers: { 'cache-control': 'private, no-store' },
}));
