import { listAdminAdsRoute } from '@shop/shared/api/routes/list-admin-ads';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { listAdminAds } from '../../../domain/admin/ads/manage-ads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { adWrites } from '../../../repositories/ad-writes.ts';

export const handler = httpRoute(listAdminAdsRoute, async () => ({
  body: await listAdminAds({ ads: adWrites(documentClient(), tableName()) }),
  headers: { 'cache-control': 'private, no-store' },
}));
