import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { HttpError } from './http-errors.ts';

export const TOO_LARGE_UNCOMPRESSED =
  'This file is too large to send uncompressed. Ask again with Accept-Encoding: gzip, or narrow the filters.';

/** Below this a text body goes as it is: compressing it saves nothing worth the work. */
const COMPRESS_FROM_BYTES = 8 * 1024;

/** A Lambda behind API Gateway may answer at most 6 MB; leave room for headers and the event envelope. */
const MAX_PLAIN_BYTES = 5.5 * 1024 * 1024;

function acceptsGzip(event: APIGatewayProxyEventV2): boolean {
  const accepted = event.headers?.['accept-encoding'] ?? event.headers?.['Accept-Encoding'] ?? '';
  return /\bgzip\b/i.test(accepted);
}

/**
 * A text answer (CSV). A Lambda response may hold at most 6 MB, and an export of tens of thousands of orders
 * comes near that as text, so a large body is gzipped whenever the caller accepts it (browsers always do;
 * CSV shrinks several times).
 */
export function textResponse(
  event: APIGatewayProxyEventV2,
  statusCode: number,
  text: string,
  headers: Record<string, string>,
): APIGatewayProxyStructuredResultV2 {
  const bytes = Buffer.byteLength(text);
  if (bytes < COMPRESS_FROM_BYTES) return { statusCode, headers, body: text };
  if (!acceptsGzip(event)) {
    // Sent plain, it would break the 6 MB limit and reach the caller as a bare 502 from API Gateway.
    if (bytes > MAX_PLAIN_BYTES) throw new HttpError(406, TOO_LARGE_UNCOMPRESSED);
    return { statusCode, headers, body: text };
  }
  return {
    statusCode,
    headers: { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    body: gzipSync(text).toString('base64'),
    isBase64Encoded: true,
  };
}
