import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ENV_NAMES, requiredEnv } from '../config/env.ts';
import type { AccountIdentity, IdentityFacts } from '../domain/ports/account-identity.ts';
import { TooManyRequestsError } from '../errors/domain-errors.ts';
import { log } from '../observability/log.ts';
import { isUserNotFound, poolUser } from './pool-user.ts';

export type { AccountIdentity, IdentityFacts };

/** Cognito's sign-in lockout, as it answers a password check while the account is locked or the address is busy. */
const LOCKED_MESSAGE = 'Too many password attempts. Please try again in 15 minutes.';

/**
 * The pool, addressed by sub for the admin calls. The password is checked with the public sign-in call
 * (USER_PASSWORD_AUTH, which the app client allows), so Cognito's own lockout and threat protection count each try.
 */
export function cognitoAccountIdentity(
  cognito: Pick<CognitoIdentityProviderClient, 'send'>,
  poolId: string,
  clientId: string = requiredEnv(ENV_NAMES.jwtAudience),
): AccountIdentity {
  return {
    async facts(sub) {
      const user = await poolUser(cognito, poolId, sub);
      if (!user) return undefined;
      const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value ?? '';
      const facts: IdentityFacts = {
        email: attribute('email'),
        email_verified: attribute('email_verified') === 'true',
        given_name: attribute('given_name'),
        family_name: attribute('family_name'),
        created_at: user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : '',
        updated_at: user.UserLastModifiedDate ? new Date(user.UserLastModifiedDate).toISOString() : '',
        status: user.UserStatus ?? '',
        enabled: user.Enabled !== false,
        second_factors: user.UserMFASettingList ?? [],
      };
      return facts;
    },

    async passwordMatches(email, password) {
      try {
        const answer = await cognito.send(
          new InitiateAuthCommand({
            ClientId: clientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: password },
          }),
        );
        return Boolean(answer.AuthenticationResult || answer.ChallengeName);
      } catch (error) {
        const name = (error as Error)?.name;
        const message = (error as Error)?.message ?? '';
        if (name === 'TooManyRequestsException' || /attempts exceeded/i.test(message)) {
          throw new TooManyRequestsError(LOCKED_MESSAGE, undefined, 900);
        }
        // AWS answers a wrong password with NotAuthorizedException; cognito-local with InvalidPasswordException.
        if (
          ['NotAuthorizedException', 'InvalidPasswordException', 'PasswordResetRequiredException'].includes(name) ||
          isUserNotFound(error)
        ) {
          return false;
        }
        throw error;
      }
    },

    async remove(sub) {
      try {
        await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: poolId, Username: sub }));
      } catch (error) {
        // The revocation written first already refuses the account's tokens; deletion below ends refreshes.
        if (!isUserNotFound(error))
          log('warn', 'global sign-out before closing failed', { error: (error as Error)?.name });
      }
      await cognito.send(new AdminDeleteUserCommand({ UserPoolId: poolId, Username: sub })).catch((error: unknown) => {
        if (!isUserNotFound(error)) throw error;
      });
    },
  };
}
