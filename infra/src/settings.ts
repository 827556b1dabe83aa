import { AUTH_FLOWS, type AuthFlow } from './definitions/web-config.ts';

/** Operator settings for a deployment. docs/operations.md documents every one. */
export interface ShopSettings {
  /** Custom domain for the site, with its ACM certificate (which CloudFront requires in us-east-1). */
  domain?: { name: string; certificateArn: string };
  /** The shop's address: sender of Cognito emails (through SES) and where the shop can be reached. */
  contactEmail?: string;
  /**
   * Name of the Secrets Manager secret holding the Paystack secret key. Unset, CloudFormation names it (printed as
   * the PaystackSecretName output), so a failed first deploy can be retried at once: a deleted secret's name stays
   * taken for its recovery window.
   */
  paystackSecretName?: string;
  /** Paystack public key (pk_live_... / pk_test_...), shown read-only in the admin settings. Not a secret. */
  paystackPublicKey?: string;
  /** Sign-in flow the web app uses, reported in /config.json. */
  authFlow: AuthFlow;
  /** Where alarm notifications are emailed (an SNS email subscription the recipient must confirm). */
  alarmEmail?: string;
  /** How long Lambda, API access and other CloudWatch log groups keep their events. */
  logRetentionDays: number;
  /** An existing AWS WAF web ACL (scope CLOUDFRONT, so in us-east-1) to put in front of CloudFront. */
  webAclArn?: string;
  /**
   * A copy of the shop beside production in the same account (e.g. `staging`): its stacks, functions and every
   * other name carry the stage. Unset: production, under the plain names.
   */
  stage?: string;
  /**
   * An existing DynamoDB table to use instead of the stack's own: the table a point-in-time restore made
   * (docs/operations.md, Restoring the table). Unset: the stack's own table.
   */
  tableName?: string;
  /** What the stack's own WAF rate rule does to an address over the limit: count it (the default) or block it. */
  wafRateRuleAction: WafRateRuleAction;
  /** Concurrent executions reserved for each payment function (initialise, verify, webhook); 0 reserves none. */
  reservedPaymentConcurrency: number;
  /**
   * Cognito threat protection (the Plus feature plan): `enforce` blocks risky sign-ins and compromised passwords (the
   * default), `audit` only scores and reports them (to watch before enforcing).
   */
  threatProtection: ThreatProtection;
}

/** Each setting: the CDK context key (`-c key=value`, wins) and the environment variable. */
export const SETTING_SOURCES = {
  domainName: 'SHOP_DOMAIN_NAME',
  certificateArn: 'SHOP_CERTIFICATE_ARN',
  contactEmail: 'SHOP_CONTACT_EMAIL',
  paystackSecretName: 'SHOP_PAYSTACK_SECRET_NAME',
  paystackPublicKey: 'SHOP_PAYSTACK_PUBLIC_KEY',
  authFlow: 'SHOP_AUTH_FLOW',
  alarmEmail: 'SHOP_ALARM_EMAIL',
  logRetentionDays: 'SHOP_LOG_RETENTION_DAYS',
  webAclArn: 'SHOP_WEB_ACL_ARN',
  stage: 'SHOP_STAGE',
  tableName: 'SHOP_TABLE_NAME',
  wafRateRuleAction: 'SHOP_WAF_RATE_RULE_ACTION',
  reservedPaymentConcurrency: 'SHOP_RESERVED_PAYMENT_CONCURRENCY',
  threatProtection: 'SHOP_THREAT_PROTECTION',
} as const;

export type SettingKey = keyof typeof SETTING_SOURCES;

export const WAF_RATE_RULE_ACTIONS = ['count', 'block'] as const;
export const THREAT_PROTECTIONS = ['enforce', 'audit'] as const;
export type ThreatProtection = (typeof THREAT_PROTECTIONS)[number];
export type WafRateRuleAction = (typeof WAF_RATE_RULE_ACTIONS)[number];
/**
 * Lambda refuses a reservation that would leave fewer than 100 unreserved executions in the account, so three
 * functions can never reserve more than a third of a 1,000 quota minus that: anything above is a typo, refused
 * here rather than half-way through a deploy.
 */
export const MAX_RESERVED_PAYMENT_CONCURRENCY = 300;
export const DEFAULT_LOG_RETENTION_DAYS = 30;
/** The retention periods CloudWatch Logs accepts (RetentionDays in aws-cdk-lib/aws-logs). */
export const LOG_RETENTION_DAYS = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653,
] as const;

const CERTIFICATE_ARN = /^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;
const CLOUDFRONT_WEB_ACL_ARN = /^arn:aws[\w-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Lower case, so it fits stack, function, bucket-style and secret names alike; short, so function names stay under 64. */
const STAGE = /^[a-z][a-z0-9]{0,15}$/;
/** The names DynamoDB accepts. */
const TABLE_NAME = /^[\w.-]{3,255}$/;
const DOMAIN = /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** A name for a stage: production keeps the plain name (so its deployed resources are updated, not replaced). */
export function stageName(name: string, stage: string | undefined): string {
  return stage ? `${name}-${stage}` : name;
}

/** Reads and checks the settings; throws one error listing every problem, before anything is synthesized. */
export function readSettings(
  context: (key: SettingKey) => unknown,
  env: Record<string, string | undefined>,
): ShopSettings {
  const value = (key: SettingKey): string | undefined => {
    const raw = context(key) ?? env[SETTING_SOURCES[key]];
    const text = typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : String(raw);
    return text || undefined;
  };
  const problems: string[] = [];

  const domainName = value('domainName');
  const certificateArn = value('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    problems.push('domainName and certificateArn must be set together');
  }
  if (domainName && !DOMAIN.test(domainName)) problems.push(`domainName "${domainName}" is not a domain name`);
  if (certificateArn && !CERTIFICATE_ARN.test(certificateArn)) {
    problems.push(`certificateArn "${certificateArn}" is not an ACM certificate ARN in us-east-1`);
  }

  const contactEmail = value('contactEmail');
  if (contactEmail && !EMAIL.test(contactEmail))
    problems.push(`contactEmail "${contactEmail}" is not an email address`);

  const paystackPublicKey = value('paystackPublicKey');
  if (paystackPublicKey && !/^pk_(live|test)_\w+$/.test(paystackPublicKey)) {
    problems.push(`paystackPublicKey "${paystackPublicKey}" is not a Paystack public key (pk_live_... or pk_test_...)`);
  }

  const alarmEmail = value('alarmEmail');
  if (alarmEmail && !EMAIL.test(alarmEmail)) problems.push(`alarmEmail "${alarmEmail}" is not an email address`);

  const retentionText = value('logRetentionDays') ?? String(DEFAULT_LOG_RETENTION_DAYS);
  const logRetentionDays = Number(retentionText);
  if (!(LOG_RETENTION_DAYS as readonly number[]).includes(logRetentionDays)) {
    problems.push(`logRetentionDays "${retentionText}" must be one of ${LOG_RETENTION_DAYS.join(', ')}`);
  }

  const webAclArn = value('webAclArn');
  if (webAclArn && !CLOUDFRONT_WEB_ACL_ARN.test(webAclArn)) {
    problems.push(`webAclArn "${webAclArn}" is not the ARN of a CloudFront-scope (global, us-east-1) WAF web ACL`);
  }

  const stage = value('stage');
  if (stage && !STAGE.test(stage)) {
    problems.push(`stage "${stage}" must be a lower-case letter followed by up to 15 lower-case letters or digits`);
  }
  if (stage === 'production') problems.push('stage "production" is the default: leave stage unset for production');

  const tableName = value('tableName');
  if (tableName && !TABLE_NAME.test(tableName)) problems.push(`tableName "${tableName}" is not a DynamoDB table name`);
  const wafRateRuleAction = value('wafRateRuleAction') ?? 'count';
  if (!isWafRateRuleAction(wafRateRuleAction)) {
    problems.push(`wafRateRuleAction "${wafRateRuleAction}" must be one of ${WAF_RATE_RULE_ACTIONS.join(', ')}`);
  }

  const reservedText = value('reservedPaymentConcurrency') ?? '0';
  const reservedPaymentConcurrency = Number(reservedText);
  if (
    !Number.isInteger(reservedPaymentConcurrency) ||
    reservedPaymentConcurrency < 0 ||
    reservedPaymentConcurrency > MAX_RESERVED_PAYMENT_CONCURRENCY
  ) {
    problems.push(
      `reservedPaymentConcurrency "${reservedText}" must be a whole number from 0 (none reserved) to ${MAX_RESERVED_PAYMENT_CONCURRENCY}`,
    );
  }

  const threatProtection = value('threatProtection') ?? 'enforce';
  if (!isThreatProtection(threatProtection)) {
    problems.push(`threatProtection "${threatProtection}" must be one of ${THREAT_PROTECTIONS.join(', ')}`);
  }

  const authFlow = value('authFlow') ?? 'srp';
  if (!isAuthFlow(authFlow)) problems.push(`authFlow "${authFlow}" must be one of ${AUTH_FLOWS.join(', ')}`);

  if (
    problems.length > 0 ||
    !isAuthFlow(authFlow) ||
    !isWafRateRuleAction(wafRateRuleAction) ||
    !isThreatProtection(threatProtection)
  ) {
    throw new Error(`Invalid shop settings:\n- ${problems.join('\n- ')}`);
  }
  return {
    domain: domainName && certificateArn ? { name: domainName.toLowerCase(), certificateArn } : undefined,
    contactEmail,
    paystackSecretName: value('paystackSecretName'),
    paystackPublicKey,
    authFlow,
    alarmEmail,
    logRetentionDays,
    webAclArn,
    stage,
    tableName,
    wafRateRuleAction,
    reservedPaymentConcurrency,
    threatProtection,
  };
}

function isThreatProtection(value: string): value is ThreatProtection {
  return (THREAT_PROTECTIONS as readonly string[]).includes(value);
}

function isWafRateRuleAction(value: string): value is WafRateRuleAction {
  return (WAF_RATE_RULE_ACTIONS as readonly string[]).includes(value);
}

function isAuthFlow(value: string): value is AuthFlow {
  return (AUTH_FLOWS as readonly string[]).includes(value);
}
