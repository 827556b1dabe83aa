import type { RouteDefinition } from '@shop/shared/api/route-definition';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { routeRow } from './route-row.ts';

interface EventOptions {
  method?: string;
  routeKey: string;
  path: string;
  query?: Record<string, string>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string;
}

/** An event shaped as API Gateway's HTTP API (payload 2.0) sends it. */
export function apiEvent(options: EventOptions): APIGatewayProxyEventV2 {
  const query = options.query ?? {};
  return {
    version: '2.0',
    routeKey: options.routeKey,
    rawPath: options.path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: options.headers ?? {},
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: options.params,
    body: options.body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: options.method ?? 'GET',
        path: options.path,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'vitest',
      },
      requestId: 'test-request',
      routeKey: options.routeKey,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
}

export const lambdaContext = { awsRequestId: 'req-123' } as Context;

export interface JsonResult {
  status: number;
  headers: Record<string, unknown>;
  body: Record<string, unknown>;
  raw: string;
}

/** Reads a handler's answer as it is, without checking it against its route (see `checkedResult`). */
export function readResult(result: unknown): JsonResult {
  const response = result as APIGatewayProxyStructuredResultV2;
  const raw = String(response.body ?? '');
  return {
    status: response.statusCode ?? 0,
    headers: (response.headers ?? {}) as Record<string, unknown>,
    body: JSON.parse(raw),
    raw,
  };
}

/**
 * Reads a handler's answer to an event; a success's body is also parsed with the response schema of the route-table
 * row the event's route key names, so every handler test checks the server keeps its contract.
 */
export async function checkedResult(result: unknown, event: APIGatewayProxyEventV2): Promise<JsonResult> {
  const read = readResult(result);
  assertOnContract(await routeRow(event.routeKey), read);
  return read;
}

/** Calls a handler with an event the way API Gateway would, and reads (and checks) its answer. */
export async function answerOf(
  handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>,
  event: APIGatewayProxyEventV2,
): Promise<JsonResult> {
  return checkedResult(await handler(event, lambdaContext), event);
}

/** A 2xx JSON body must parse with its row's response schema. */
function assertOnContract(route: RouteDefinition, { status, headers, body }: Omit<JsonResult, 'raw'>) {
  const contentType = String(headers['content-type'] ?? headers['Content-Type'] ?? '');
  if (status >= 300 || !contentType.includes('json')) return;
  const parsed = z.safeParse(route.response, body);
  if (!parsed.success) {
    throw new Error(`${route.name} answered off its response schema: ${JSON.stringify(parsed.error.issues)}`);
  }
}
