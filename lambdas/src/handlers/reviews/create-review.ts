import { createReviewRoute } from '@shop/shared/api/routes/create-review';
import { invalidateEdge } from '../../adapters/edge-invalidation.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { createReview } from '../../domain/reviews/create-review.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';
import { planCountersRepository } from '../../repositories/plan-counters.ts';
import { plansRepository } from '../../repositories/plans-repository.ts';
import { profilesRepository } from '../../repositories/profiles-repository.ts';
import { purchasesRepository } from '../../repositories/purchases-repository.ts';
import { rateLimitRepository } from '../../repositories/rate-limit-repository.ts';
import { reviewsRepository } from '../../repositories/reviews-repository.ts';

export const handler = httpRoute(
  createReviewRoute,
  async ({ body, caller, event }) => {
    const db = documentClient();
    const table = tableName();
    const deps = {
      plans: plansRepository(db, table),
      reviews: reviewsRepository(db, table),
      counters: planCountersRepository(db, table),
      profiles: profilesRepository(db, table),
      purchases: purchasesRepository(db, table),
      rateLimits: rateLimitRepository(db, table),
    };
    return { status: 201, body: await createReview(deps, body, requireCaller(caller), clientAddress(event)) };
  },
  { invalidateEdge },
);
