import middy from '@middy/core';
import type { RouteDefinition } from '@shop/shared/api/route-definition';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { EdgeInvalidator } from '../adapters/edge-invalidation.ts';
import { revokedAtFromTable } from '../adapters/revoked-at-from-table.ts';
import { secondFactorFromCognito } from '../adapters/second-factor-from-cognito.ts';
import { assertAccessCurrent, type RevokedAt } from '../auth/access-revocation.ts';
import type { Caller } from '../auth/caller.ts';
import { resolveCaller, type TokenVerifier } from '../auth/resolve-caller.ts';
import { assertSecondFactor, type HasSecondFactor } from '../auth/second-factor.ts';
import { noteStaffSignIn, type RecordOnce } from '../auth/staff-sign-ins.ts';
import { documentClient, tableName } from '../db/document-client.ts';
import { UnavailableError } from '../errors/domain-errors.ts';
import { log } from '../observability/log.ts';
import { RequestDeadlineError, withRequestDeadline } from '../outbound/request-deadline.ts';
import { auditRepository } from '../repositories/audit-repository.ts';
import { clientAddress } from './client-address.ts';
import { refusalOf } from './http-errors.ts';
import { jsonResponse } from './json-response.ts';
import { injectLambdaContextLazily } from './logger.ts';
import { refuseUnlessThroughEdge } from './origin-verify.ts';
import { type ParsedRequest, parseRequest } from './parse-request.ts';
import { isServiceUnavailable } from './service-unavailable.ts';
import { textResponse } from './text-response.ts';

export interface RouteInput<R extends RouteDefinition> extends ParsedRequest<R['request']> {
  caller: Caller | undefined;
  event: APIGatewayProxyEventV2;
}

/** A JSON answer; its body has the type of the route row's response schema, so a handler cannot answer off-contract. */
export interface RouteResult<R extends RouteDefinition = RouteDefinition> {
  status?: number;
  body: z.infer<R['response']>;
  headers?: Record<string, string>;
}

/** A body that is not JSON (a CSV file): sent as it is, under the content type the headers name. */
export interface TextRouteResult {
  status?: number;
  text: string;
  headers: Record<string, string> & { 'content-type': string };
}

/** A binary body (a PDF): sent base64-encoded, as API Gateway wants binary answers from a Lambda. */
export interface BytesRouteResult {
  status?: number;
  bytes: Uint8Array;
  headers: Record<string, string> & { 'content-type': string };
}

/**
 * An `optional` row's handler passes the token verifier (token-verifier.ts); the others pass nothing, so only
 * those three bundles carry aws-jwt-verify.
 */
type RouteOptions<R extends RouteDefinition> = (R['auth'] extends 'optional'
  ? { verifyToken: TokenVerifier }
  : { verifyToken?: never }) &
  /** A row with `edgeCache` passes the invalidator (adapters/edge-invalidation.ts); only those bundles carry it. */
  (R['edgeCache'] extends readonly string[] ? { invalidateEdge: EdgeInvalidator } : { invalidateEdge?: never });

export type HttpRouteOptions<R extends RouteDefinition> = R['auth'] extends 'optional'
  ? [options: RouteOptions<R>]
  : R['edgeCache'] extends readonly string[]
    ? [options: RouteOptions<R>]
    : [];

/** The row's edge paths with `{param}` filled from the request; a missing one cuts the path there (wider, never narrower). */
function edgePaths(paths: readonly string[], params: Record<string, string | undefined> | undefined): string[] {
  return paths.map((path) => {
    const cut = path.search(/\{(\w+)\}/);
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? '\u0000'));
    const gap = filled.indexOf(encodeURIComponent('\u0000'));
    return cut === -1 || gap === -1 ? filled : `${filled.slice(0, gap)}*`;
  });
}

/**
 * A static import: esbuild's CommonJS bundles inline a dynamic import() anyway, and the lazy wrapper it puts around
 * the module defeats tree-shaking of what it imports (every DynamoDB command and schema came along: +45 KB and
 * ~10 ms of load time in every bundle). The table client is in nearly every handler already.
 */
const revokedAt: RevokedAt = revokedAtFromTable;
/** Static for the same reason; it costs every bundle the Cognito client (~34 KB minified), read on staff rows only. */
const hasSecondFactor: HasSecondFactor = secondFactorFromCognito;
const recordSignIn: RecordOnce = (entry) => auditRepository(documentClient(), tableName()).putOnce(entry);

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
const DEADLINE_MESSAGE = 'This took too long on our side. Please try again in a moment.';

/**
 * Every refusal and failure can change later (a window staff extend, a dispute resolved, a delivery made, a service
 * back): no browser or edge may keep one. A 404 or 410 is heuristically cacheable by default, and a buyer whose
 * window was re-issued kept seeing "expired" from the browser's cache.
 */
const UNCACHED = { 'cache-control': 'no-store' } as const;

/**
 * Turns a domain-level function into a Lambda handler for one route-table row: refuses requests that did not
 * come through CloudFront, validates the
 * request with the row's schemas, resolves the caller for its auth level, and maps thrown errors to
 * JSON responses (messages shown only below 500; a request id instead of a stack otherwise; a backing
 * service that is unreachable, timing out or throttling answers 503).
 * Powertools adds the Lambda context (function, request id, cold start) to every log line; traces come
 * from Lambda active tracing (docs/decisions/0011-production-hardening.md).
 */
export function httpRoute<R extends RouteDefinition>(
  route: R,
  run: (input: RouteInput<R>) => Promise<RouteResult<R> | TextRouteResult | BytesRouteResult>,
  ...[options]: HttpRouteOptions<R>
) {
  if (route.edgeCache && !options?.invalidateEdge) {
    throw new Error(`Route ${route.name} makes cached reads stale: its handler must pass invalidateEdge`);
  }
  const answer = async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyResultV2> => {
    const started = Date.now();
    await refuseUnlessThroughEdge(event);
    const caller = await resolveCaller(event, route.auth, options?.verifyToken);
    const request = parseRequest(event, route.request);
    // After the shape check, so a malformed request is refused without reading anything.
    await assertAccessCurrent(route, caller, revokedAt);
    await assertSecondFactor(route, caller, hasSecondFactor, (secondFactor) =>
      noteStaffSignIn(route, caller, { address: clientAddress(event), secondFactor }, recordSignIn),
    );
    const result = await run({ ...request, caller, event } as RouteInput<R>);
    const status = result.status ?? 200;
    if (route.edgeCache && status < 300) {
      await options?.invalidateEdge?.(edgePaths(route.edgeCache, event.pathParameters));
    }
    log('info', 'request', { route: route.name, status, ms: Date.now() - started, requestId: context?.awsRequestId });
    if ('bytes' in result) {
      return {
        statusCode: status,
        headers: result.headers,
        body: Buffer.from(result.bytes).toString('base64'),
        isBase64Encoded: true,
      };
    }
    return 'text' in result
      ? textResponse(event, status, result.text, result.headers)
      : jsonResponse(status, result.body, result.headers);
  };
  // Every outgoing call reads the time the invocation has left, so a slow call leaves the later ones only the rest
  // and the route answers its own 503 before Lambda ends it (outbound/request-deadline.ts).
  const base = (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyResultV2> =>
    typeof context?.getRemainingTimeInMillis === 'function'
      ? withRequestDeadline(context.getRemainingTimeInMillis(), () => answer(event, context))
      : answer(event, context);

  return middy(base)
    .use(injectLambdaContextLazily())
    .onError(async (request) => {
      const error = request.error;
      const requestId = request.context?.awsRequestId;
      const refusal = refusalOf(error);
      if (refusal) {
        log('warn', 'request refused', {
          route: route.name,
          status: refusal.statusCode,
          reason: refusal.message,
          requestId,
        });
        request.response = jsonResponse(
          refusal.statusCode,
          { message: refusal.message, ...(refusal.fields ? { fields: refusal.fields } : {}) },
          refusal.retryAfterSeconds === undefined
            ? UNCACHED
            : { ...UNCACHED, 'retry-after': String(refusal.retryAfterSeconds) },
        );
        return;
      }
      if (error instanceof RequestDeadlineError) {
        // The request's calls used up its time: nothing more was sent; the caller may try again.
        log('error', 'request deadline', { route: route.name, requestId, leftMs: error.leftMs });
        request.response = jsonResponse(
          503,
          { message: DEADLINE_MESSAGE, requestId },
          { ...UNCACHED, 'retry-after': '5' },
        );
        return;
      }
      if (isServiceUnavailable(error)) {
        // A backing service is down, slow or throttling: the caller may retry, so 503 with a plain message.
        const unavailable = new UnavailableError();
        log('error', 'service unavailable', {
          route: route.name,
          requestId,
          error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
        });
        request.response = jsonResponse(
          503,
          { message: unavailable.message, requestId },
          { ...UNCACHED, 'retry-after': '5' },
        );
        return;
      }
      log('error', 'request failed', {
        route: route.name,
        requestId,
        error:
          error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
      request.response = jsonResponse(500, { message: SERVER_ERROR_MESSAGE, requestId }, UNCACHED);
    });
}
