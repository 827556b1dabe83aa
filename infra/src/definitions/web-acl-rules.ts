import { routes } from '@shop/shared/api/routes';

/**
 * The CloudFront web ACL's rules as data (construct: infra/src/constructs/edge-web-acl.ts).
 * Managed groups run first; the rate rule then counts (setting wafRateRuleAction=count, the default) or
 * blocks (=block) any single address sending more than RATE_LIMIT_PER_5_MINUTES API requests in a rolling
 * five minutes (a shopper's browsing is a few hundred). docs/operations.md says when to switch to block.
 */
export const RATE_LIMIT_PER_5_MINUTES = 1000;
export const RATE_RULE_NAME = 'RateLimitPerAddress';
/** Only API calls count towards the rate limit; pages, assets and pictures are CloudFront cache hits. */
export const RATE_LIMITED_PATH = '/api/';

/** WAF logs only to CloudWatch log groups whose name starts with this. */
export const WAF_LOG_GROUP_PREFIX = 'aws-waf-logs-';
/** Headers that carry a sign-in: never written to the WAF log. */
export const REDACTED_HEADERS = ['authorization', 'cookie'] as const;
/** What the WAF log keeps: requests a rule blocked or counted (allowed traffic is in CloudFront's logs). */
export const LOGGED_ACTIONS = ['BLOCK', 'COUNT', 'EXCLUDED_AS_COUNT'] as const;

/** AWS managed rule groups, in priority order: OWASP-style common rules, known exploit inputs, bad IPs. */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

/**
 * The common rule set blocks any body over 8 KB (its SizeRestrictions_BODY rule). A staff write is larger
 * (a 5,000-character description, 30 gallery addresses, 20 files per tier) and so can be a Paystack webhook.
 * That rule only counts; its label then blocks big bodies everywhere except on these paths, where the
 * route's own schema limits (zod, checked in the Lambda) are the guard.
 */
export const BODY_SIZE_RULE = 'SizeRestrictions_BODY';
export const BODY_SIZE_LABEL = 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const STAFF_LEVELS = new Set<string>(['admin', 'super_admin']);

const prefixes = routes
  .filter(
    (route) => WRITE_METHODS.has(route.method) && (STAFF_LEVELS.has(route.auth) || route.name === 'payment-webhook'),
  )
  .map((route) => route.path.split('{')[0] as string);

/** Path prefixes (up to the first parameter) of staff writes and the Paystack webhook, none inside another. */
export const LARGE_BODY_PATHS: readonly string[] = [...new Set(prefixes)]
  .filter((prefix, _, all) => !all.some((other) => other !== prefix && prefix.startsWith(other)))
  .sort();
