import { createPromotionRoute } from '@shop/shared/api/routes/create-promotion';
import { updatePromotionRoute } from '@shop/shared/api/routes/update-promotion';
import type { PromotionCreate, PromotionUpdate } from '@shop/shared/promotions/promotion';
import { useQuery } from '@tanstack/react-query';
import { adminPromotionsQueryOptions } from '../../../lib/admin-promotions-query.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export function useAdminPromotions() {
  return useQuery(adminPromotionsQueryOptions());
}

const PROMOTION_QUERIES = [adminPromotionsQueryOptions().queryKey];

/** Create (POST) a new code, or change an existing one (PUT with every field; the code itself never changes). */
export function useSavePromotion() {
  return useRefreshingMutation(PROMOTION_QUERIES, ({ code, body }: { code?: string; body: PromotionCreate }) => {
    if (!code) return apiRequest(createPromotionRoute, { body });
    const { code: _unchanged, ...fields } = body;
    return apiRequest(updatePromotionRoute, { params: { code }, body: fields satisfies PromotionUpdate });
  });
}

/** The Enabled switch: PUT with only `enabled`, which leaves the counters alone. */
export function useSetPromotionEnabled() {
  return useRefreshingMutation(PROMOTION_QUERIES, ({ code, enabled }: { code: string; enabled: boolean }) =>
    apiRequest(updatePromotionRoute, { params: { code }, body: { enabled } satisfies PromotionUpdate }),
  );
}
