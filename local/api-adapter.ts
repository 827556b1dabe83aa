import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { type RouteDefinition, routes } from '@shop/shared/api/routes';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import express, { type NextFunction, type Request, type Response } from 'express';
import { apiGatewayEvent } from './api-event.ts';
import { closeServer, listen } from './emulators/close-server.ts';
import { loadHandler } from './handler-loader.ts';
import { claimsAsApiGatewaySendsThem, type JwtClaims } from './jwt-authorizer.ts';

/** Auth levels behind API Gateway's JWT authorizer; `public` and `optional` rows reach the handler as sent. */
const AUTHORIZED_LEVELS = new Set(['user', 'admin', 'super_admin']);

/** API Gateway's own limit on a request body. */
const MAX_BODY = '10mb';

export interface ApiAppOptions {
  authorize: (authorization: string | undefined) => Promise<JwtClaims | undefined>;
  quiet?: boolean;
  /** Defaults to the shared route table. */
  routes?: readonly RouteDefinition[];
}

export interface ApiAdapterOptions extends ApiAppOptions {
  port: number;
}

/** /api/plans/{id} -> /api/plans/:id; a greedy {proxy+} -> *proxy (express 5 syntax). */
export function expressPath(gatewayPath: string): string {
  return gatewayPath.replace(/\{(\w+)\+\}/g, '*$1').replace(/\{(\w+)\}/g, ':$1');
}

/** A segment's rank in API Gateway's choice of route: a literal beats {param}, which beats a greedy {proxy+}. */
function segmentRank(segment: string): number {
  if (segment.endsWith('+}')) return 2;
  return segment.startsWith('{') ? 1 : 0;
}

/**
 * The rows in the order express must try them so it picks the route API Gateway would: API Gateway takes the
 * most specific match (GET /api/orders/export over GET /api/orders/{id}) whatever the table order; express
 * takes the first registered.
 */
export function byGatewayPrecedence<R extends { path: string }>(rows: readonly R[]): R[] {
  const ranks = (row: R) => row.path.split('/').map(segmentRank);
  return [...rows].sort((a, b) => {
    const [ra, rb] = [ranks(a), ranks(b)];
    for (let i = 0; i < Math.min(ra.length, rb.length); i += 1) {
      const difference = (ra[i] as number) - (rb[i] as number);
      if (difference !== 0) return difference;
    }
    return 0;
  });
}

function sendJson(response: Response, status: number, body: unknown): void {
  response.status(status).type('application/json').send(JSON.stringify(body));
}

/** Sends a Lambda result as HTTP API does, including its shortcuts (a bare string or object means 200 JSON). */
function sendResult(response: Response, result: APIGatewayProxyResultV2): void {
  if (typeof result === 'string') {
    response.status(200).type('application/json').end(result);
    return;
  }
  if (result === null || typeof result !== 'object' || !('statusCode' in result)) {
    sendJson(response, 200, result);
    return;
  }
  response.status(result.statusCode ?? 200);
  for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name, String(value));
  if (result.cookies?.length) response.append('Set-Cookie', result.cookies);
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

function lambdaContext(route: RouteDefinition, requestId: string): Context {
  const functionName = `local-${route.name}`;
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function routeHandler(route: RouteDefinition, options: ApiAppOptions) {
  return async (request: Request, response: Response) => {
    const event = apiGatewayEvent(request, route, request.params as Record<string, string>);
    if (AUTHORIZED_LEVELS.has(route.auth)) {
      const claims = await options.authorize(event.headers.authorization);
      if (!claims) {
        sendJson(response, 401, { message: 'Unauthorized' });
        return;
      }
      (event as APIGatewayProxyEventV2WithJWTAuthorizer).requestContext.authorizer = {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: claimsAsApiGatewaySendsThem(claims), scopes: null as unknown as string[] },
      };
    }
    try {
      const handler = await loadHandler(route.handler);
      sendResult(response, await handler(event, lambdaContext(route, randomUUID())));
    } catch (error) {
      // What API Gateway answers when the integration fails; the cause is only in the log.
      console.error(`[api] ${route.name} failed:`, error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
    }
  };
}

/**
 * Errors express raises before a handler runs: a path parameter that is not valid percent-encoding
 * (400), a body over the limit (413). Express's own page would show the stack in HTML; API Gateway
 * answers such requests with a short JSON message, and so does this.
 */
function requestErrorAsJson(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  if (response.headersSent) {
    next(error);
    return;
  }
  const status = Number((error as { status?: unknown })?.status);
  if (error instanceof URIError || status === 400) sendJson(response, 400, { message: 'Bad Request' });
  else if (status >= 400 && status < 500) sendJson(response, status, { message: (error as Error).message });
  else {
    console.error('[api] request failed before reaching a handler:', error);
    sendJson(response, 500, { message: 'Internal Server Error' });
  }
}

/** An express app serving every route-table row under its API Gateway path, through the row's Lambda handler. */
export function createApiApp(options: ApiAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  if (!options.quiet) {
    app.use((request, response, next) => {
      const started = performance.now();
      response.on('finish', () => {
        const ms = (performance.now() - started).toFixed(0);
        console.log(`[api] ${request.method} ${request.originalUrl} ${response.statusCode} ${ms}ms`);
      });
      next();
    });
  }
  const body = express.raw({ type: () => true, limit: MAX_BODY });
  for (const route of byGatewayPrecedence(options.routes ?? routes)) {
    const method = route.method.toLowerCase() as Lowercase<RouteDefinition['method']>;
    app[method](expressPath(route.path), body, routeHandler(route, options));
  }
  app.use((_request: Request, response: Response) => sendJson(response, 404, { message: 'Not found' }));
  app.use(requestErrorAsJson);
  return app;
}

export async function startApiAdapter(options: ApiAdapterOptions) {
  const server = createServer(createApiApp(options));
  await listen(server, options.port);
  return { url: `http://127.0.0.1:${options.port}`, stop: () => closeServer(server) };
}
