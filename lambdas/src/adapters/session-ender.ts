import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { SessionEnder } from '../domain/ports/identity.ts';
import { log } from '../observability/log.ts';
import type { AccessRepository } from '../repositories/access-repository.ts';

export type { SessionEnder };

/**
 * Two steps: the revocation time in the table (what the routes check, so tokens already issued stop working at
 * once), then Cognito's global sign-out (refresh tokens stop, so no new token carries the old groups). The
 * revocation is written first and must succeed; a failed sign-out is logged, since the revocation already shuts
 * the old tokens out.
 */
export function sessionEnder(
  access: Pick<AccessRepository, 'revoke'>,
  cognito: Pick<CognitoIdentityProviderClient, 'send'>,
  poolId: string,
  now: () => Date = () => new Date(),
): SessionEnder {
  return {
    async endSessions(sub, reason) {
      await access.revoke(sub, now(), reason);
      try {
        await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: poolId, Username: sub }));
      } catch (error) {
        log('warn', 'global sign-out failed; the revocation time still refuses the old tokens', {
          sub,
          error: (error as Error)?.name ?? String(error),
        });
      }
    },
  };
}
