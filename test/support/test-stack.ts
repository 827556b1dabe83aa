import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { DemoRole, DemoUser } from '../../local/seed/demo-users.ts';
import { type RunningStack, startStack } from '../../local/stack.ts';

export interface TestStack {
  stack: RunningStack;
  api: string;
  web: string;
  /** The first seeded demo user with that role (email and password included). */
  seeded(role: DemoRole): DemoUser;
  signIn(role: 'user' | 'admin' | 'super_admin'): Promise<string>;
  /** Signs in an account a test made, and returns a new ID token (carrying the groups it has now). */
  signInWith(email: string, password: string): Promise<string>;
  /** Signs up and confirms a new buyer (with the first and last name given, if any), and returns their ID token. */
  signUp(email: string, password: string, names?: { given: string; family: string }): Promise<string>;
  stop(): Promise<void>;
}

/** The whole offline stack on free ports in a throw-away data folder. */
export async function startTestStack(web: 'dev' | 'build' | 'none' = 'none'): Promise<TestStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const stack = await startStack({
    dataDir,
    ports: { web: 0, api: 0, dynamodb: 0, s3: 0, cognito: 0 },
    web,
    quiet: true,
  });
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: stack.info.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  async function passwordSignIn(email: string, password: string): Promise<string> {
    const result = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.info.cognito.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const token = result.AuthenticationResult?.IdToken;
    if (!token) throw new Error(`Sign-in of ${email} gave no token`);
    return token;
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
      return passwordSignIn(email, password);
    },
    async stop() {
      cognito.destroy();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
