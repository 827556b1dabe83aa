import { writeFile } from 'node:fs/promises';
import type { DemoUser } from './seed/demo-users.ts';

/** `.local/stack.json`: what tests, benchmarks and people need to reach the running stack. */
export interface StackInfo {
  /** The shop (Vite); null when the stack runs without the web server. */
  web: string | null;
  api: string;
  cognito: { endpoint: string; userPoolId: string; clientId: string };
  s3: { endpoint: string };
  /** The Paystack stand-in arrives in a later issue; until then there is no URL. */
  paystack: { url: string | null; secretKey: string };
  users: DemoUser[];
}

export const PAYSTACK_TEST_SECRET_PLACEHOLDER = 'sk_test_local_placeholder';

export async function writeStackInfo(file: string, info: StackInfo): Promise<void> {
  await writeFile(file, `${JSON.stringify(info, null, 2)}\n`);
}
