import { setTwoFactorRoute } from '@shop/shared/api/routes/set-two-factor';
import { defaultAuditLog } from '../../adapters/default-audit-log.ts';
import { cognitoClient, userPoolId } from '../../adapters/identity.ts';
import { cognitoSecondFactors } from '../../adapters/second-factors.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { setOwnTwoFactor } from '../../domain/accounts/two-factor.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';

export const handler = httpRoute(setTwoFactorRoute, async ({ params, body, caller, event }) => ({
  body: await setOwnTwoFactor(
    { factors: cognitoSecondFactors(cognitoClient(), userPoolId()), audit: defaultAuditLog() },
    requireCaller(caller),
    params.userId,
    body.enabled,
    clientAddress(event),
  ),
  headers: { 'cache-control': 'no-store' },
}));
