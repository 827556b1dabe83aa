import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type middy from '@middy/core';
import { logger } from '../observability/log.ts';

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
