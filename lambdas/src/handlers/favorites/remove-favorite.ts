import { routeByName } from '@shop/shared/api/routes';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { removeFavorite } from '../../domain/favorites/remove-favorite.ts';
import { httpRoute } from '../../http/http-route.ts';
import { favoritesRepository } from '../../repositories/favorites-repository.ts';

const route = routeByName('remove-favorite');

export const handler = httpRoute(route, async ({ body, caller }) => ({
  body: await removeFavorite(favoritesRepository(documentClient(), tableName()), body.planId, requireCaller(caller)),
}));
