import { ReviewCreate, ReviewCreated } from '../../storefront/reviews.ts';
import { defineRoute } from '../route-definition.ts';

export const createReviewRoute = defineRoute({
  name: 'create-review',
  method: 'POST',
  path: '/api/reviews',
  auth: 'user',
  handler: 'reviews/create-review',
  edgeCache: ['/api/plans*', '/api/reviews/*'],
  access: { table: 'write' },
  request: { body: ReviewCreate },
  response: ReviewCreated,
});
