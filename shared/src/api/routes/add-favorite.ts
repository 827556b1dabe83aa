import { Favorite, FavoriteRequest } from '../../storefront/favorites.ts';
import { defineRoute } from '../route-definition.ts';

export const addFavoriteRoute = defineRoute({
  name: 'add-favorite',
  method: 'POST',
  path: '/api/favorites',
  auth: 'user',
  handler: 'favorites/add-favorite',
  access: { table: 'write' },
  request: { body: FavoriteRequest },
  response: Favorite,
});
