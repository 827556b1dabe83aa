import { ReviewListQuery, ReviewListResponse, ReviewPlanParams } from '../../storefront/reviews.ts';
import { defineRoute } from '../route-definition.ts';

export const listReviewsRoute = defineRoute({
  name: 'list-reviews',
  method: 'GET',
  path: '/api/reviews/{planId}',
  auth: 'optional',
  handler: 'reviews/list-reviews',
  access: { table: 'read' },
  request: { params: ReviewPlanParams, query: ReviewListQuery },
  response: ReviewListResponse,
});
