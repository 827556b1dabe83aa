import { type CspSources, contentSecurityPolicy } from './content-security-policy.ts';

/**
 * The response headers CloudFront adds to every answer (app, /api/*, /images/*), as data: the CDK site
 * construct turns them into its response headers policy, and the offline edge (local/edge/) sends the same.
 */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const FRAME_OPTION = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Header name (lower case) to value, exactly as a browser receives them from CloudFront. */
export function securityHeaders(sources: CspSources): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(sources),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTION,
    'referrer-policy': REFERRER_POLICY,
  };
}
