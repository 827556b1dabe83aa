/**
 * The CloudFront web ACL's rules as data (construct: infra/src/constructs/edge-web-acl.ts).
 * Managed groups run first; the rate rule then blocks any single address sending more than
 * RATE_LIMIT_PER_5_MINUTES requests in a rolling five minutes (a shopper's browsing is a few hundred).
 */
export const RATE_LIMIT_PER_5_MINUTES = 1000;

/** AWS managed rule groups, in priority order: OWASP-style common rules, known exploit inputs, bad IPs. */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;
