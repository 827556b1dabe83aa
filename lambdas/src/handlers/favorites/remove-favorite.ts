import { removeFavoriteRoute } from '@shop/shared/api/routes/remove-favorite';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { removeFavorite } from '../../domain/favorites/remove-favorite.ts';
import { httpRoute } from '../../http/http-route.ts';
import { favoritesRepository } from '../../repositories/favorites-repository.ts';

export const handler = httpRoute(removeFavoriteRoute, async ({ body, caller }) => ({
  body: await removeFavorite(favoritesRepository(documentClient(), tableName()), body.planId, requireCaller(caller)),
}));
