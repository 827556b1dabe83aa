import { Logger } from '@aws-lambda-powertools/logger';

/** The `service` field of every log line (also the dimension of the shop's own metrics). */
export const SERVICE_NAME = 'tema-house-plans';

let instance: Logger | undefined;

/**
 * Powertools logger: one JSON line per event (level, message, timestamp, service, and once
 * `httpRoute` injects the Lambda context, the function name, request id and cold start), which
 * CloudWatch Logs Insights and the stack's metric filters read. Created once per container, on the
 * first invocation rather than at module load: its construction (a Console on stdout/stderr, the
 * environment read) took ~4 ms of every cold start's load (docs/decisions/0016-lambda-load-time.md).
 */
export function logger(): Logger {
  instance ??= new Logger({ serviceName: SERVICE_NAME });
  return instance;
}

/** LOG_LEVEL=silent mutes it (tests); read on every call because tests set it after import. */
export function log(level: 'info' | 'warn' | 'error', message: string, data: Record<string, unknown> = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  logger()[level](message, data);
}
