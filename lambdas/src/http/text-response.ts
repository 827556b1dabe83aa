import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Below this a text body goes as it is: compressing it saves nothing worth the work. */
const COMPRESS_FROM_BYTES = 8 * 1024;

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
  if (Buffer.byteLength(text) < COMPRESS_FROM_BYTES || !acceptsGzip(event)) {
    return { statusCode, headers, body: text };
  }
  return {
    statusCode,
    headers: { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    body: gzipSync(text).toString('base64'),
    isBase64Encoded: true,
  };
}
