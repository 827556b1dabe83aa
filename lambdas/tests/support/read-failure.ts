import { vi } from 'vitest';
import { logger } from '../../src/observability/log.ts';

/**
 * Runs a handler call that should fail at a read, with error logging on but captured, and returns its answer
 * and the message of the error `httpRoute` logged: what an operator reads in CloudWatch.
 */
export async function failingRead<T>(call: () => Promise<T>): Promise<{ result: T; logged: string }> {
  vi.stubEnv('LOG_LEVEL', 'ERROR');
  const error = vi.spyOn(logger(), 'error').mockImplementation(() => undefined);
  try {
    const result = await call();
    const details = error.mock.calls.map(([, data]) => (data as { error?: { message?: string } })?.error?.message);
    return { result, logged: details.filter(Boolean).join('\n') };
  } finally {
    error.mockRestore();
    vi.stubEnv('LOG_LEVEL', 'silent');
  }
}
