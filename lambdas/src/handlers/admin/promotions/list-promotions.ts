import { listPromotionsRoute } from '@shop/shared/api/routes/list-promotions';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { listPromotions } from '../../../domain/promotions/manage-promotions.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { promotionsRepository } from '../../../repositories/promotions-repository.ts';

export const handler = httpRoute(listPromotionsRoute, async () => ({
  body: await listPromotions({ promotions: promotionsRepository(documentClient(), tableName()) }),
  headers: { 'cache-control': 'private, no-store' },
}));
