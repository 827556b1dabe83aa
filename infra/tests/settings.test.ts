import { describe, expect, it } from 'vitest';
import { readSettings, SETTING_SOURCES, type SettingKey } from '../src/settings.ts';

const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc';
const WEB_ACL = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/shop-edge/0f1e2d3c-aaaa-bbbb-cccc-123456789abc';
const noContext = () => undefined;
const contextOf = (values: Partial<Record<SettingKey, unknown>>) => (key: SettingKey) => values[key];

describe('operator settings', () => {
  it('default to no custom domain, no contact email, SRP sign-in, a generated Paystack secret name, no alarm email, a month of logs, no existing web ACL, production and the stack’s own table', () => {
    const settings = readSettings(noContext, {});

    expect(settings).toEqual({
      domain: undefined,
      contactEmail: undefined,
      paystackSecretName: undefined,
      paystackPublicKey: undefined,
      authFlow: 'srp',
      alarmEmail: undefined,
      logRetentionDays: 30,
      webAclArn: undefined,
      stage: undefined,
      tableName: undefined,
      wafRateRuleAction: 'count',
      reservedPaymentConcurrency: 0,
      threatProtection: 'enforce',
    });
  });

  it('come from environment variables', () => {
    const env = {
      [SETTING_SOURCES.domainName]: 'Plans.Example.com',
      [SETTING_SOURCES.certificateArn]: CERTIFICATE,
      [SETTING_SOURCES.contactEmail]: 'hello@example.com',
      [SETTING_SOURCES.paystackSecretName]: 'prod/paystack',
      [SETTING_SOURCES.paystackPublicKey]: 'pk_live_abc123',
      [SETTING_SOURCES.authFlow]: 'password',
      [SETTING_SOURCES.alarmEmail]: 'ops@example.com',
      [SETTING_SOURCES.logRetentionDays]: '90',
      [SETTING_SOURCES.webAclArn]: WEB_ACL,
      [SETTING_SOURCES.stage]: 'staging',
      [SETTING_SOURCES.tableName]: 'ShopStack-restored-20260301',
      [SETTING_SOURCES.wafRateRuleAction]: 'block',
      [SETTING_SOURCES.reservedPaymentConcurrency]: '5',
      [SETTING_SOURCES.threatProtection]: 'audit',
    };

    const settings = readSettings(noContext, env);

    expect(settings).toEqual({
      domain: { name: 'plans.example.com', certificateArn: CERTIFICATE },
      contactEmail: 'hello@example.com',
      paystackSecretName: 'prod/paystack',
      paystackPublicKey: 'pk_live_abc123',
      authFlow: 'password',
      alarmEmail: 'ops@example.com',
      logRetentionDays: 90,
      webAclArn: WEB_ACL,
      stage: 'staging',
      tableName: 'ShopStack-restored-20260301',
      wafRateRuleAction: 'block',
      reservedPaymentConcurrency: 5,
      threatProtection: 'audit',
    });
  });

  it('take CDK context over the environment', () => {
    const settings = readSettings(contextOf({ authFlow: 'password' }), { [SETTING_SOURCES.authFlow]: 'srp' });

    expect(settings.authFlow).toBe('password');
  });

  it.each([
    [{ domainName: 'plans.example.com' }, 'domainName and certificateArn must be set together'],
    [{ certificateArn: CERTIFICATE }, 'domainName and certificateArn must be set together'],
    [
      { domainName: 'plans.example.com', certificateArn: CERTIFICATE.replace('us-east-1', 'eu-west-1') },
      'not an ACM certificate ARN in us-east-1',
    ],
    [{ contactEmail: 'not-an-address' }, 'contactEmail "not-an-address" is not an email address'],
    [{ paystackPublicKey: 'sk_live_oops' }, 'is not a Paystack public key'],
    [{ authFlow: 'custom' }, 'authFlow "custom" must be one of srp, password'],
    [{ alarmEmail: 'ops' }, 'alarmEmail "ops" is not an email address'],
    [{ logRetentionDays: '31' }, 'logRetentionDays "31" must be one of 1, 3, 5'],
    [{ webAclArn: WEB_ACL.replace('us-east-1', 'eu-west-1') }, 'is not the ARN of a CloudFront-scope'],
    [{ webAclArn: WEB_ACL.replace('global', 'regional') }, 'is not the ARN of a CloudFront-scope'],
    [{ stage: 'Staging' }, 'stage "Staging" must be a lower-case letter'],
    [{ stage: 'staging-eu-west-one' }, 'must be a lower-case letter followed by up to 15'],
    [{ stage: 'production' }, 'leave stage unset for production'],
    [{ tableName: 'a b' }, 'tableName "a b" is not a DynamoDB table name'],
    [{ wafRateRuleAction: 'allow' }, 'wafRateRuleAction "allow" must be one of count, block'],
    [{ threatProtection: 'on' }, 'threatProtection "on" must be one of enforce, audit'],
    [{ reservedPaymentConcurrency: '-1' }, 'reservedPaymentConcurrency "-1" must be a whole number from 0'],
    [{ reservedPaymentConcurrency: '2.5' }, 'reservedPaymentConcurrency "2.5" must be a whole number from 0'],
    [{ reservedPaymentConcurrency: '301' }, 'reservedPaymentConcurrency "301" must be a whole number from 0'],
    [{ reservedPaymentConcurrency: 'ten' }, 'reservedPaymentConcurrency "ten" must be a whole number from 0'],
  ])('refuse %o', (context, message) => {
    const read = () => readSettings(contextOf(context), {});

    expect(read).toThrow(message);
  });
});
