import { createHash, timingSafeEqual } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER } from '@shop/shared/edge/edge-headers';
import { acceptedOriginSecrets, type OriginSecretDocument, parseOriginSecret } from '@shop/shared/edge/origin-secret';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { secretValue } from '../adapters/secret-value.ts';
import { ENV_NAMES, optionalEnv } from '../config/env.ts';
import { ForbiddenError } from '../errors/domain-errors.ts';
import { countMetric, ORIGIN_SECRET_REJECTED_METRIC } from '../observability/metrics.ts';

export const NOT_THROUGH_EDGE_MESSAGE = "This address is not served directly. Please use the shop's web address.";

/** Compared as digests, so neither the content nor the length of the expected value shows in the timing. */
function sameSecret(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

let parsed: { text: string; document: OriginSecretDocument | undefined } | undefined;

/**
 * The secret's document: on AWS from Secrets Manager through the secrets cache (a rotation reaches a warm
 * function within its maximum age), offline from the environment. Undefined when neither is configured
 * (handler unit tests only); a value that is not a valid document refuses every request.
 */
async function originSecretText(): Promise<string | undefined> {
  const arn = optionalEnv(ENV_NAMES.originVerifySecretArn);
  if (arn) return secretValue(arn);
  return optionalEnv(ENV_NAMES.originVerifySecret);
}

/**
 * Refuses a request that did not come through CloudFront (it adds the origin secret header to each one),
 * before any other work: the execute-api address would otherwise skip the WAF and the edge's headers.
 * Each refusal counts one OriginSecretRejected metric: after a rotation gone wrong every request would be
 * refused, and the stack alarms on that.
 */
export async function refuseUnlessThroughEdge(event: APIGatewayProxyEventV2): Promise<void> {
  const text = await originSecretText();
  if (text === undefined) return;
  if (parsed?.text !== text) parsed = { text, document: parseOriginSecret(text) };
  const sent = event.headers?.[ORIGIN_VERIFY_HEADER];
  const accepted = parsed.document ? acceptedOriginSecrets(parsed.document, Date.now()) : [];
  // Every accepted value is compared, so the time taken does not say which one matched.
  const matches = sent ? accepted.map((value) => sameSecret(sent, value)) : [];
  if (matches.includes(true)) return;
  countMetric(ORIGIN_SECRET_REJECTED_METRIC, 'origin secret rejected', {
    reason: !parsed.document ? 'unreadable secret' : sent ? 'wrong value' : 'no header',
  });
  throw new ForbiddenError(NOT_THROUGH_EDGE_MESSAGE);
}
