import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { type RunningStack, startStack } from '../../local/stack.ts';

export interface TestStack {
  stack: RunningStack;
  api: string;
  web: string;
  signIn(role: 'user' | 'admin' | 'super_admin'): Promise<string>;
  stop(): Promise<void>;
}

/** The whole offline stack on free ports in a throw-away data folder. */
export async function startTestStack(web: 'dev' | 'none' = 'none'): Promise<TestStack> {
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
  return {
    stack,
    api: stack.urls.api,
    web: stack.urls.web ?? '',
    async signIn(role) {
      const user = stack.info.users.find((u) => u.role === role);
      if (!user) throw new Error(`No seeded ${role}`);
      const result = await cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: stack.info.cognito.clientId,
          AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
        }),
      );
      const token = result.AuthenticationResult?.IdToken;
      if (!token) throw new Error(`Sign-in of ${user.email} gave no token`);
      return token;
    },
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
