import { VIEWER_ADDRESS_HEADER, viewerAddressOf } from '@shop/shared/edge/edge-headers';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The visitor's address, as rate limits must key on it. Behind CloudFront, `sourceIp` is the edge's
 * address (shared by every visitor of that edge), so CloudFront's viewer-address header comes first. A
 * viewer cannot forge it: CloudFront overwrites it, and the API answers only requests from CloudFront
 * (origin-verify.ts). Without it (a direct test call) the connection's address is all there is.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  return viewerAddressOf(event.headers?.[VIEWER_ADDRESS_HEADER]) ?? event.requestContext.http.sourceIp;
}
