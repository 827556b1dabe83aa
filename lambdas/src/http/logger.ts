import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type middy from '@middy/core';

let instance: Logger | undefined;

/**
 * Powertools logger: one JSON line per event (level, message, timestamp, service, and once
 * `httpRoute` injects the Lambda context, the function name, request id and cold start), which
 * CloudWatch Logs Insights and the stack's metric filters read. Created once per container, on the
 * first invocation rather than at module load: its construction (a Console on stdout/stderr, the
 * environment read) took ~4 ms of every cold start's load (docs/decisions/0016-lambda-load-time.md).
 */
export function logger(): Logger {
  instance ??= new Logger({ serviceName: 'tema-house-plans' });
  return instance;
}

/**
 * Powertools' `injectLambdaContext` (resetKeys), itself built with the logger on the first invocation, so
 * wrapping a handler at load time constructs neither.
 */
export function injectLambdaContextLazily(): middy.MiddlewareObj {
  let middleware: middy.MiddlewareObj | undefined;
  const inject = () => {
    middleware ??= injectLambdaContext(logger(), { resetKeys: true });
    return middleware;
  };
  return {
    before: (request) => inject().before?.(request),
    after: (request) => inject().after?.(request),
    onError: (request) => inject().onError?.(request),
  };
}

/** LOG_LEVEL=silent mutes it (tests); read on every call because tests set it after import. */
export function log(level: 'info' | 'warn' | 'error', message: string, data: Record<string, unknown> = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  logger()[level](message, data);
}
