import { writeFile } from 'node:fs/promises';
import type { DemoUser } from './seed/demo-users.ts';

/** `.local/stack.json`: what tests, benchmarks and people need to reach the running stack. */
export interface StackInfo {
  /** The shop (Vite); null when the stack runs without the web server. */
  web: string | null;
  api: string;
  cognito: { endpoint: string; userPoolId: string; clientId: string };
  s3: { endpoint: string };
  /** The Paystack stand-in (local/paystack) and the test secret key that signs its webhooks. */
  paystack: { url: string | null; secretKey: string };
  users: DemoUser[];
}

/** The stand-in's test secret: the local Lambdas call it with this key, and it signs webhooks with it. */
export const PAYSTACK_TEST_SECRET_KEY = 'sk_test_local_paystack_stand_in';

export async function writeStackInfo(file: string, info: StackInfo): Promise<void> {
  await writeFile(file, `${JSON.stringify(info, null, 2)}\n`);
}
