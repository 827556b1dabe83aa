import { FavoriteListResponse } from '../../storefront/favorites.ts';
import { defineRoute } from '../route-definition.ts';

export const listFavoritesRoute = defineRoute({
  name: 'list-favorites',
  method: 'GET',
  path: '/api/favorites',
  auth: 'user',
  handler: 'favorites/list-favorites',
  access: { table: 'read' },
  request: {},
  response: FavoriteListResponse,
});
