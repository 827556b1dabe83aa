import {
  AdminSetUserMFAPreferenceCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { TWO_FACTOR_MESSAGES } from '@shop/shared/accounts/two-factor';
import type { SecondFactors } from '../domain/ports/identity.ts';
import { InvalidInputError } from '../errors/domain-errors.ts';

/** AdminSetUserMFAPreference on the software token (TOTP), the user addressed by sub. */
export function cognitoSecondFactors(
  cognito: Pick<CognitoIdentityProviderClient, 'send'>,
  poolId: string,
): SecondFactors {
  return {
    async setSoftwareToken(sub, enabled) {
      await cognito
        .send(
          new AdminSetUserMFAPreferenceCommand({
            UserPoolId: poolId,
            Username: sub,
            SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled },
          }),
        )
        .catch((error: unknown) => {
          // Cognito's answer when the app was associated but no code from it confirmed (or never associated).
          if (enabled && (error as Error)?.name === 'InvalidParameterException') {
            throw new InvalidInputError(TWO_FACTOR_MESSAGES.notEnrolled);
          }
          throw error;
        });
    },
  };
}
