import { voteReviewRoute } from '@shop/shared/api/routes/vote-review';
import { invalidateEdge } from '../../adapters/edge-invalidation.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { voteReview } from '../../domain/reviews/vote-review.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';
import { rateLimitRepository } from '../../repositories/rate-limit-repository.ts';
import { reviewsRepository } from '../../repositories/reviews-repository.ts';

export const handler = httpRoute(
  voteReviewRoute,
  async ({ params, body, caller, event }) => {
    const db = documentClient();
    const limits = { counter: rateLimitRepository(db, tableName()), address: clientAddress(event) };
    return {
      body: await voteReview(reviewsRepository(db, tableName()), params, body, requireCaller(caller), limits),
    };
  },
  { invalidateEdge },
);
