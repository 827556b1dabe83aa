import { timingSafeEqual } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER } from '@shop/shared/edge/edge-headers';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ENV_NAMES, optionalEnv } from '../config/env.ts';
import { ForbiddenError } from '../domain/domain-errors.ts';

export const NOT_THROUGH_EDGE_MESSAGE = "This address is not served directly. Please use the shop's web address.";

function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Refuses a request that did not come through CloudFront (it adds the origin secret header to each one),
 * before any other work: the execute-api address would otherwise skip the WAF and the edge's headers.
 */
export function refuseUnlessThroughEdge(event: APIGatewayProxyEventV2): void {
  const expected = optionalEnv(ENV_NAMES.originVerifySecret);
  if (!expected) return;
  const sent = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!sent || !sameSecret(sent, expected)) throw new ForbiddenError(NOT_THROUGH_EDGE_MESSAGE);
}
