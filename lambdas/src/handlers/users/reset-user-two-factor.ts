import { resetUserTwoFactorRoute } from '@shop/shared/api/routes/reset-user-two-factor';
import { cognitoClient, userPoolId } from '../../adapters/identity.ts';
import { cognitoSecondFactors } from '../../adapters/second-factors.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { resetStaffTwoFactor } from '../../domain/accounts/two-factor.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';
import { userAccessDeps } from './user-admin-deps.ts';

export const handler = httpRoute(resetUserTwoFactorRoute, async ({ params, caller, event }) => ({
  body: await resetStaffTwoFactor(
    { ...userAccessDeps(), factors: cognitoSecondFactors(cognitoClient(), userPoolId()) },
    requireCaller(caller),
    params.id,
    clientAddress(event),
  ),
  headers: { 'cache-control': 'no-store' },
}));
