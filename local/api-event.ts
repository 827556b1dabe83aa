import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Request } from 'express';

const TEXT_BODY = /^(text\/|application\/(json|[\w.+-]+\+json|xml|[\w.+-]+\+xml|x-www-form-urlencoded|javascript))/i;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** requestContext.time as API Gateway writes it: 12/Mar/2020:19:03:58 +0000. */
function gatewayTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

function headersOf(request: Request): { headers: Record<string, string>; cookies: string[] } {
  const headers: Record<string, string> = {};
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = (request.rawHeaders[i] as string).toLowerCase();
    const value = request.rawHeaders[i + 1] as string;
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  const cookies = (headers.cookie ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  delete headers.cookie;
  return { headers, cookies };
}

function queryOf(rawQueryString: string): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  return Object.keys(query).length ? query : undefined;
}

function bodyOf(request: Request, contentType: string | undefined): { body?: string; isBase64Encoded: boolean } {
  const raw = request.body;
  if (!Buffer.isBuffer(raw) || raw.length === 0) return { isBase64Encoded: false };
  if (!contentType || TEXT_BODY.test(contentType)) return { body: raw.toString('utf8'), isBase64Encoded: false };
  return { body: raw.toString('base64'), isBase64Encoded: true };
}

/**
 * The event an HTTP API (payload 2.0) hands a Lambda for this request: lower-case headers with
 * repeated values joined by commas, cookies split out, query and path parameters only when present,
 * text bodies as strings and other bodies base64-encoded.
 */
export function apiGatewayEvent(
  request: Request,
  route: { method: string; path: string },
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const now = new Date();
  const [rawPath = '/', rawQueryString = ''] = request.originalUrl.split(/\?(.*)/s);
  const { headers, cookies } = headersOf(request);
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString,
    ...(cookies.length ? { cookies } : {}),
    headers,
    queryStringParameters: queryOf(rawQueryString),
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'offline',
      apiId: 'local',
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: (headers.host ?? '127').split('.')[0] as string,
      http: {
        method: request.method,
        path: rawPath,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: gatewayTime(now),
      timeEpoch: now.getTime(),
    },
    ...bodyOf(request, headers['content-type']),
  };
}
