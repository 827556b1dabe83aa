import { AdminGetUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/** Cognito's answer for a sub the pool does not hold (never created, or closed). */
export const isUserNotFound = (error: unknown) => (error as Error)?.name === 'UserNotFoundException';

/**
 * The pool's user with this sub, or undefined when the pool holds none. Asked by sub: with email sign-in Cognito's
 * username is the sub.
 */
export function poolUser(cognito: Pick<CognitoIdentityProviderClient, 'send'>, poolId: string, sub: string) {
  return cognito.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: sub })).catch((error: unknown) => {
    if (isUserNotFound(error)) return undefined;
    throw error;
  });
}
