import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Powertools logger: one JSON line per event (level, message, timestamp, service, and once
 * `httpRoute` injects the Lambda context, the function name, request id and cold start), which
 * CloudWatch Logs Insights and the stack's metric filters read. Created once per container.
 */
export const logger = new Logger({ serviceName: 'tema-house-plans' });

/** LOG_LEVEL=silent mutes it (tests); read on every call because tests set it after import. */
export function log(level: 'info' | 'warn' | 'error', message: string, data: Record<string, unknown> = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  logger[level](message, data);
}
