import { join } from 'node:path';
import { latestConfirmationCode } from '../../local/emulators/cognito-codes.ts';
import type { TestStack } from './test-stack.ts';

/** The folder where the offline stack writes the mail it "sends". */
export function mailDirOf(shop: TestStack): string {
  return join(shop.stack.dataDir, 'mail');
}

/** The code the emulator "emailed", as a person would read it from their inbox; waits up to 5 s for it. */
export async function emailedCode(shop: TestStack, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const code = latestConfirmationCode(mailDirOf(shop), email);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No confirmation code was sent to ${email}`);
}
