import { updatePromotionRoute } from '@shop/shared/api/routes/update-promotion';
import { defaultAuditLog } from '../../../adapters/default-audit-log.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { updatePromotion } from '../../../domain/promotions/manage-promotions.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { uncached } from '../../../http/uncached.ts';
import { promotionsRepository } from '../../../repositories/promotions-repository.ts';

export const handler = httpRoute(updatePromotionRoute, async ({ params, body, caller }) => {
  const deps = {
    promotions: promotionsRepository(documentClient(), tableName()),
    audit: defaultAuditLog(),
    now: () => new Date(),
  };
  return uncached(await updatePromotion(deps, requireCaller(caller), params.code, body));
});
