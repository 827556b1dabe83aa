import { spawn } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import {
  AdminConfirmSignUpCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { totpCode } from '../../local/emulators/totp.ts';
import { enrolWithAccessToken } from '../../local/seed/demo-second-factors.ts';
import type { DemoRole, DemoUser } from '../../local/seed/demo-users.ts';
import { type RunningStack, startStack } from '../../local/stack.ts';
import { copySeededData } from './seeded-data.ts';
import { tokenClaims } from './token-claims.ts';

export interface TestStack {
  stack: RunningStack;
  api: string;
  web: string;
  /** The first seeded demo user with that role (email and password included). */
  seeded(role: DemoRole): DemoUser;
  signIn(role: 'user' | 'admin' | 'super_admin'): Promise<string>;
  /**
   * Signs a person in through the Cognito emulator as the web's password sign-in does (staff answer their
   * authenticator code), and returns the tokens it gave: for a page that should open signed in (see `openPage`).
   */
  sessionOf(person: { email: string; password: string }): Promise<SessionTokens>;
  /** Signs in an account a test made, and returns a new ID token (carrying the groups it has now). */
  signInWith(email: string, password: string): Promise<string>;
  /**
   * The authenticator secret of a staff member the helpers enrolled (the seeded staff, and staff signed in through
   * `signInWith`, who are enrolled on their first sign-in as the web asks them to), for tests that make codes.
   */
  totpSecretOf(email: string): string | undefined;
  /** Signs up and confirms a new buyer (with the first and last name given, if any), and returns their ID token. */
  signUp(email: string, password: string, names?: { given: string; family: string }): Promise<string>;
  /**
   * The edge cache's clock: the wall clock plus however far tests moved it on, so a test sees a cached copy's
   * lifetime pass without waiting it out. Nothing else in the stack reads it.
   */
  edgeClock: { now(): number; advance(ms: number): void };
  stop(): Promise<void>;
}

/** What a sign-in gives: the tokens Amplify keeps for the session in the browser. */
export interface SessionTokens {
  email: string;
  idToken: string;
  accessToken: string;
  refreshToken?: string;
}

function isStaffToken(token: string): boolean {
  const groups: unknown = tokenClaims(token)['cognito:groups'];
  return Array.isArray(groups) && groups.some((group) => group === 'admin' || group === 'super_admin');
}

/**
 * Deletes a stopped stack's data folder without holding up the file: a used folder (tables, buckets, mail) takes
 * seconds to delete on a busy machine. It is moved into the run's trash folder at once and deleted there by a
 * process of its own; the run's teardown removes whatever is left. Without a trash folder it is deleted here.
 */
function deleteApart(dataDir: string, trashDir: string | undefined): void {
  if (!trashDir) {
    rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  const aside = join(trashDir, basename(dataDir));
  renameSync(dataDir, aside);
  spawn('rm', ['-rf', aside], { detached: true, stdio: 'ignore' }).unref();
}

/** The whole offline stack on free ports in a throw-away data folder. */
export async function startTestStack(web: 'dev' | 'build' | 'none' = 'none'): Promise<TestStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  copySeededData(dataDir, inject('seededDataDir'));
  let edgeTimeAhead = 0;
  const edgeClock = {
    now: () => Date.now() + edgeTimeAhead,
    advance: (ms: number) => {
      edgeTimeAhead += ms;
    },
  };
  const stack = await startStack({
    dataDir,
    ports: { web: 0, api: 0, dynamodb: 0, s3: 0, cognito: 0 },
    web,
    quiet: true,
    edgeClock: edgeClock.now,
  });
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: stack.info.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const totpSecrets = new Map(
    stack.info.users.flatMap((user) => (user.totpSecret ? [[user.email.toLowerCase(), user.totpSecret] as const] : [])),
  );
  /**
   * A password sign-in that answers the authenticator code Cognito asks staff for; staff without an authenticator
   * (promoted in a test) are enrolled first, as the web makes them, since no staff route answers them otherwise.
   */
  async function passwordSession(email: string, password: string): Promise<SessionTokens> {
    const { clientId } = stack.info.cognito;
    const started = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    let result = started.AuthenticationResult;
    if (started.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
      const secret = totpSecrets.get(email.toLowerCase());
      if (!secret) throw new Error(`Sign-in of ${email} asks for an authenticator code, and no test enrolled it`);
      const answered = await cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: started.Session,
          ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
        }),
      );
      result = answered.AuthenticationResult;
    }
    const token = result?.IdToken;
    const accessToken = result?.AccessToken;
    if (!token || !accessToken) throw new Error(`Sign-in of ${email} gave no token`);
    if (isStaffToken(token) && !totpSecrets.has(email.toLowerCase())) {
      totpSecrets.set(email.toLowerCase(), await enrolWithAccessToken(cognito, accessToken));
    }
    return { email, idToken: token, accessToken, refreshToken: result?.RefreshToken };
  }
  async function passwordSignIn(email: string, password: string): Promise<string> {
    return (await passwordSession(email, password)).idToken;
  }
  function seeded(role: DemoRole): DemoUser {
    const user = stack.info.users.find((u) => u.role === role);
    if (!user) throw new Error(`No seeded ${role}`);
    return user;
  }
  return {
    stack,
    api: stack.urls.api,
    web: stack.urls.web ?? '',
    seeded,
    async signIn(role) {
      const user = seeded(role);
      return passwordSignIn(user.email, user.password);
    },
    signInWith: passwordSignIn,
    sessionOf: (person) => passwordSession(person.email, person.password),
    totpSecretOf: (email) => totpSecrets.get(email.toLowerCase()),
    edgeClock,
    async signUp(email, password, names) {
      const { clientId, userPoolId } = stack.info.cognito;
      await cognito.send(
        new SignUpCommand({
          ClientId: clientId,
          Username: email,
          Password: password,
          UserAttributes: [
            { Name: 'email', Value: email },
            ...(names
              ? [
                  { Name: 'given_name', Value: names.given },
                  { Name: 'family_name', Value: names.family },
                ]
              : []),
          ],
        }),
      );
      await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
      // As confirming with the mailed code leaves the account: its address verified.
      await cognito.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: email,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      return passwordSignIn(email, password);
    },
    async stop() {
      cognito.destroy();
      await stack.stop();
      deleteApart(dataDir, inject('stackTrashDir'));
    },
  };
}
