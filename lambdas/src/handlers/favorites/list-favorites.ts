import { listFavoritesRoute } from '@shop/shared/api/routes/list-favorites';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { listFavorites } from '../../domain/favorites/list-favorites.ts';
import { httpRoute } from '../../http/http-route.ts';
import { favoritesRepository } from '../../repositories/favorites-repository.ts';
import { plansByIdReader } from '../../repositories/plans-by-id.ts';

export const handler = httpRoute(listFavoritesRoute, async ({ caller }) => {
  const db = documentClient();
  const deps = { favorites: favoritesRepository(db, tableName()), plansById: plansByIdReader(db, tableName()) };
  return { body: await listFavorites(deps, requireCaller(caller)), headers: { 'cache-control': 'private, no-store' } };
});
