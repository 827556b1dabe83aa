import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { totpCode } from '../local/emulators/totp.ts';
import type { DemoUser } from '../local/seed/demo-users.ts';
import { type RunningStack, startStack } from '../local/stack.ts';

export interface BenchStack {
  stack: RunningStack;
  api: string;
  /** Signs a seeded user in through cognito-local and returns the ID token the shop sends. */
  signIn(user: DemoUser): Promise<{ token: string; sub: string }>;
  stop(): Promise<void>;
}

function subOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return String(JSON.parse(Buffer.from(payload, 'base64url').toString()).sub);
}

/**
 * The offline stack without the web dev server, on free loopback ports, in a throw-away data folder. The
 * API adapter and its handlers run in a process of their own, so the load generators in this process do not
 * share their event loop. BENCH_API_CPU_PROF=<folder> writes that process's CPU profile there when it stops.
 */
export async function startBenchStack(options: { dynamodbPort?: number } = {}): Promise<BenchStack> {
  const profileDir = process.env.BENCH_API_CPU_PROF;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stack-'));
  const stack = await startStack({
    dataDir,
    ports: { web: 0, api: 0, dynamodb: options.dynamodbPort ?? 0, s3: 0, cognito: 0, paystack: 0 },
    web: 'none',
    quiet: true,
    apiProcess: 'own',
    apiExecArgv: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: stack.info.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return {
    stack,
    api: stack.urls.api,
    async signIn(user) {
      const started = await cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: stack.info.cognito.clientId,
          AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
        }),
      );
      let result = started.AuthenticationResult;
      // Seeded staff sign in with their enrolled authenticator, as the admin pages make them.
      if (started.ChallengeName === 'SOFTWARE_TOKEN_MFA' && user.totpSecret) {
        const answered = await cognito.send(
          new RespondToAuthChallengeCommand({
            ClientId: stack.info.cognito.clientId,
            ChallengeName: 'SOFTWARE_TOKEN_MFA',
            Session: started.Session,
            ChallengeResponses: { USERNAME: user.email, SOFTWARE_TOKEN_MFA_CODE: totpCode(user.totpSecret) },
          }),
        );
        result = answered.AuthenticationResult;
      }
      const token = result?.IdToken;
      if (!token) throw new Error(`Sign-in of ${user.email} gave no token`);
      return { token, sub: subOf(token) };
    },
    async stop() {
      cognito.destroy();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Milliseconds at percentile p (nearest rank) of unsorted samples. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}
