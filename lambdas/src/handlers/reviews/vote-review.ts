import { routeByName } from '@shop/shared/api/routes';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { voteReview } from '../../domain/reviews/vote-review.ts';
import { httpRoute } from '../../http/http-route.ts';
import { reviewsRepository } from '../../repositories/reviews-repository.ts';

const route = routeByName('vote-review');

export const handler = httpRoute(route, async ({ params, body, caller }) => ({
  body: await voteReview(reviewsRepository(documentClient(), tableName()), params, body, requireCaller(caller)),
}));
