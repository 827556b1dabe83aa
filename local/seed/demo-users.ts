import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { RoleGroup } from '@shop/infra/definitions/auth-definition';

export type DemoRole = 'user' | RoleGroup;

export interface DemoUser {
  email: string;
  password: string;
  role: DemoRole;
  /** The names given at sign-up (checkout prefills the name on the licence from them). */
  givenName: string;
  familyName: string;
  /** Staff only: the base32 secret of their authenticator app (TOTP), enrolled at seed time. */
  totpSecret?: string;
}

const DEMO_PASSWORD = 'Passw0rd!demo';

/** The sign-ins `npm start` prints: one per role. */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'buyer@example.com', password: DEMO_PASSWORD, role: 'user', givenName: 'Akua', familyName: 'Mensah' },
  { email: 'admin@example.com', password: DEMO_PASSWORD, role: 'admin', givenName: 'Kojo', familyName: 'Asante' },
  {
    email: 'superadmin@example.com',
    password: DEMO_PASSWORD,
    role: 'super_admin',
    givenName: 'Efua',
    familyName: 'Boateng',
  },
];

async function existingSub(client: CognitoIdentityProviderClient, userPoolId: string, email: string) {
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

async function createConfirmedUser(client: CognitoIdentityProviderClient, userPoolId: string, user: DemoUser) {
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: user.givenName },
        { Name: 'family_name', Value: user.familyName },
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
  return created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
}

/** Creates the demo users that are missing, confirmed and in their role's group; existing ones are left alone. */
export async function ensureDemoUsers(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  for (const user of DEMO_USERS) {
    if (await existingSub(client, userPoolId, user.email)) continue;
    const sub = await createConfirmedUser(client, userPoolId, user);
    if (user.role === 'user') continue;
    // cognito-local names users by their sub when the pool signs in with email.
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: sub ?? user.email, GroupName: user.role }),
    );
  }
}
