import { PRIVATE_NO_STORE, PUBLIC_READ_CACHE } from '@shop/shared/api/cache-control';
import { listReviewsRoute } from '@shop/shared/api/routes/list-reviews';
import { verifyToken } from '../../auth/token-verifier.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { listReviews } from '../../domain/reviews/list-reviews.ts';
import { httpRoute } from '../../http/http-route.ts';
import { plansRepository } from '../../repositories/plans-repository.ts';
import { reviewsRepository } from '../../repositories/reviews-repository.ts';

export const handler = httpRoute(
  listReviewsRoute,
  async ({ params, query, caller }) => {
    const db = documentClient();
    const deps = { plans: plansRepository(db, tableName()), reviews: reviewsRepository(db, tableName()) };
    const body = await listReviews(deps, params.planId, query, caller);
    // A signed-in caller's page carries their own votes: never shared from a cache.
    return { body, headers: { 'cache-control': caller ? PRIVATE_NO_STORE : PUBLIC_READ_CACHE } };
  },
  { verifyToken },
);
