import { voteReviewRoute } from '@shop/shared/api/routes/vote-review';
import { invalidateEdge } from '../../adapters/edge-invalidation.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { voteReview } from '../../domain/reviews/vote-review.ts';
import { httpRoute } from '../../http/http-route.ts';
import { reviewsRepository } from '../../repositories/reviews-repository.ts';

export const handler = httpRoute(
  voteReviewRoute,
  async ({ params, body, caller }) => ({
    body: await voteReview(reviewsRepository(documentClient(), tableName()), params, body, requireCaller(caller)),
  }),
  { invalidateEdge },
);
