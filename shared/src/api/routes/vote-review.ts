import { ReviewVoteParams, ReviewVoteRequest, ReviewVoteResult } from '../../storefront/reviews.ts';
import { defineRoute } from '../route-definition.ts';

export const voteReviewRoute = defineRoute({
  name: 'vote-review',
  method: 'POST',
  path: '/api/reviews/{planId}/{reviewId}/vote',
  auth: 'user',
  handler: 'reviews/vote-review',
  edgeCache: ['/api/reviews/{planId}*'],
  access: { table: 'write' },
  request: { params: ReviewVoteParams, body: ReviewVoteRequest },
  response: ReviewVoteResult,
});
