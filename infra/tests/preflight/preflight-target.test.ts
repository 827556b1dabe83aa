import { describe, expect, it } from 'vitest';
import { contextFromArgs } from '../../src/preflight/cdk-context.ts';
import { preflightTarget } from '../../src/preflight/preflight-target.ts';

describe('the settings the preflight checks', () => {
  it('reads -c arguments as the CDK CLI does', () => {
    expect(
      contextFromArgs([
        '-c',
        'contactEmail=hello@temaplans.com',
        '--context',
        'a=b=c',
        '--context=domainName=x.com',
        '--verbose',
      ]),
    ).toEqual({ contactEmail: 'hello@temaplans.com', a: 'b=c', domainName: 'x.com' });
    expect(() => contextFromArgs(['-c', 'contactEmail'])).toThrow('is not key=value');
  });

  it('takes the settings from context over the environment, as the CDK app does', () => {
    const target = preflightTarget(
      { contactEmail: 'hello@temaplans.com' },
      { SHOP_CONTACT_EMAIL: 'old@temaplans.com', SHOP_ALARM_EMAIL: 'ops@temaplans.com' },
      'af-south-1',
    );

    expect(target.settings.contactEmail).toBe('hello@temaplans.com');
    expect(target.settings.alarmEmail).toBe('ops@temaplans.com');
    expect(target.qualifier).toBe('hnb659fds');
  });

  it('refuses wrong settings with the app’s own list of problems, before asking AWS anything', () => {
    expect(() => preflightTarget({ domainName: 'plans.temaplans.com' }, {}, 'af-south-1')).toThrow(
      'domainName and certificateArn must be set together',
    );
  });

  it('follows a custom bootstrap qualifier and the app’s edge-stack rule', () => {
    const target = preflightTarget({ '@aws-cdk/core:bootstrapQualifier': 'shop' }, {}, 'af-south-1');

    expect(target.qualifier).toBe('shop');
    expect(target.edgeStack('123456789012')).toBe(true);
    expect(preflightTarget({}, {}, 'us-east-1').edgeStack('123456789012')).toBe(false);
  });

  it('asks for us-east-1’s bootstrap with an existing web ACL too: the CloudFront and WAF alarms live there', () => {
    const webAclArn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/shop/0123abcd-0123-4567-89ab-0123456789ab';

    expect(preflightTarget({ webAclArn }, {}, 'af-south-1').edgeStack('123456789012')).toBe(true);
  });

  it('counts the executions the payment functions reserve', () => {
    expect(preflightTarget({ reservedPaymentConcurrency: '5' }, {}, 'af-south-1').concurrency.reserved).toBe(15);
    expect(preflightTarget({}, {}, 'af-south-1').concurrency.reserved).toBe(0);
  });
});
