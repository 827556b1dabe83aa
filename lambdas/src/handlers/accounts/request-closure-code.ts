import { requestClosureCodeRoute } from '@shop/shared/api/routes/request-closure-code';
import { requestClosureCode } from '../../domain/accounts/closure/closure-code.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';
import { closureCodeDeps } from './account-data-deps.ts';

export const handler = httpRoute(requestClosureCodeRoute, async ({ caller, event }) => ({
  body: await requestClosureCode(closureCodeDeps(), requireCaller(caller), clientAddress(event)),
  headers: { 'cache-control': 'no-store' },
}));
