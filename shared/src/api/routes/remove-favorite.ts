import { FavoriteRemoved, FavoriteRequest } from '../../storefront/favorites.ts';
import { defineRoute } from '../route-definition.ts';

export const removeFavoriteRoute = defineRoute({
  name: 'remove-favorite',
  method: 'DELETE',
  path: '/api/favorites',
  auth: 'user',
  handler: 'favorites/remove-favorite',
  access: { table: 'write' },
  request: { body: FavoriteRequest },
  response: FavoriteRemoved,
});
