import { readFile, writeFile } from 'node:fs/promises';
import {
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { totpCode } from '../emulators/totp.ts';
import type { DemoUser } from './demo-users.ts';

type Secrets = Record<string, string>;

async function readSecrets(file: string): Promise<Secrets> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Secrets;
  } catch {
    return {};
  }
}

async function hasSoftwareToken(client: CognitoIdentityProviderClient, userPoolId: string, email: string) {
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  return user.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false;
}

/**
 * Enrols a user in an authenticator app the way the web does after a password sign-in: associate a secret,
 * confirm a code generated from it, make it the preferred factor. Answers the secret.
 */
export async function enrolAuthenticator(
  client: CognitoIdentityProviderClient,
  clientId: string,
  user: Pick<DemoUser, 'email' | 'password'>,
): Promise<string> {
  const signedIn = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  const accessToken = signedIn.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Error(`${user.email}: a password sign-in gave ${signedIn.ChallengeName ?? 'no token'}`);
  return enrolWithAccessToken(client, accessToken);
}

/** The enrolment itself, for a session that is signed in already; answers the secret. */
export async function enrolWithAccessToken(
  client: CognitoIdentityProviderClient,
  accessToken: string,
): Promise<string> {
  const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!SecretCode) throw new Error('AssociateSoftwareToken gave no secret');
  await client.send(
    new VerifySoftwareTokenCommand({
      AccessToken: accessToken,
      UserCode: totpCode(SecretCode),
      FriendlyDeviceName: 'Demo authenticator',
    }),
  );
  await client.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode;
}

/**
 * Staff must sign in with an authenticator app: the demo staff are enrolled at seed time, and their secrets kept in
 * `stateFile` (and printed, and in stack.json) so a developer can add them to an app, and tests can make codes. A
 * staff member enrolled with a secret the file lost is reset and enrolled again.
 */
export async function ensureDemoSecondFactors(
  client: CognitoIdentityProviderClient,
  ids: { userPoolId: string; clientId: string },
  users: readonly DemoUser[],
  stateFile: string,
): Promise<Secrets> {
  const secrets = await readSecrets(stateFile);
  for (const user of users) {
    if (user.role === 'user') continue;
    const enrolled = await hasSoftwareToken(client, ids.userPoolId, user.email);
    if (enrolled && secrets[user.email]) continue;
    if (enrolled) {
      await client.send(
        new AdminSetUserMFAPreferenceCommand({
          UserPoolId: ids.userPoolId,
          Username: user.email,
          SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
        }),
      );
    }
    secrets[user.email] = await enrolAuthenticator(client, ids.clientId, user);
  }
  await writeFile(stateFile, `${JSON.stringify(secrets, null, 2)}\n`);
  return secrets;
}
