import { type AdminGetUserCommandOutput, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';

export const MEMBER_SINCE = new Date('2026-09-14T08:30:00.000Z');

/** AdminGetUser's answer for a user who signed up with their names. */
export function cognitoUser(
  sub: string,
  attributes: Record<string, string> = {},
): Omit<AdminGetUserCommandOutput, '$metadata'> {
  const all: Record<string, string> = { sub, email: `${sub}@example.com`, email_verified: 'true', ...attributes };
  return {
    Username: sub,
    UserCreateDate: MEMBER_SINCE,
    Enabled: true,
    UserStatus: 'CONFIRMED',
    UserAttributes: Object.entries(all).map(([Name, Value]) => ({ Name, Value })),
  };
}

export function userNotFound(): UserNotFoundException {
  return new UserNotFoundException({ message: 'User does not exist.', $metadata: { httpStatusCode: 400 } });
}
