import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

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
