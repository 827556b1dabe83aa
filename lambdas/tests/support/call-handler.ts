import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { apiEvent, checkedResult, lambdaContext } from './api-event.ts';
import { type SignedInAs, withClaims } from './authorized-event.ts';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

export interface HandlerCall {
  method: string;
  /** API Gateway route path, e.g. /api/plans/{id}. */
  route: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Sent as JSON text; a string is sent as it is (to test bodies that are not JSON). */
  body?: unknown;
  /** The caller the JWT authorizer let through; none for a signed-out call. */
  as?: SignedInAs;
}

/** Calls a handler the way API Gateway would (after its JWT authorizer when `as` is given). */
export async function callAs(handler: Handler, { method, route, params, query, headers, body, as }: HandlerCall) {
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) => params?.[name] ?? name);
  const event = apiEvent({
    method,
    routeKey: `${method} ${route}`,
    path,
    params,
    query,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const sent = as ? withClaims(event, as) : event;
  return checkedResult(await handler(sent, lambdaContext), sent);
}

/** The content type of a JSON request body. */
export const JSON_BODY = { 'content-type': 'application/json' };

/** Whether a DynamoDB update is the rate limiter counting a request (and not the route's own write). */
export const isRateLimitUpdate = (input: { Key?: Record<string, unknown> }) =>
  String(input.Key?.pk).startsWith('RATE#');
