import { addFavoriteRoute } from '@shop/shared/api/routes/add-favorite';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { addFavorite } from '../../domain/favorites/add-favorite.ts';
import { httpRoute } from '../../http/http-route.ts';
import { favoritesRepository } from '../../repositories/favorites-repository.ts';
import { plansRepository } from '../../repositories/plans-repository.ts';

export const handler = httpRoute(addFavoriteRoute, async ({ body, caller }) => {
  const db = documentClient();
  const deps = { plans: plansRepository(db, tableName()), favorites: favoritesRepository(db, tableName()) };
  return { body: await addFavorite(deps, body.planId, requireCaller(caller)) };
});
