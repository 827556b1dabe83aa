import { AccountClient, GetRegionOptStatusCommand } from '@aws-sdk/client-account';
import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkTable, exitCodeOf } from '../../src/preflight/check-table.ts';
import { awsClients } from '../../src/preflight/preflight-clients.ts';
import { preflightTarget } from '../../src/preflight/preflight-target.ts';
import { runPreflight } from '../../src/preflight/run-preflight.ts';
import { awsError } from './aws-errors.ts';

const sts = mockClient(STSClient);
const account = mockClient(AccountClient);
const ssm = mockClient(SSMClient);
const ses = mockClient(SESv2Client);
const lambda = mockClient(LambdaClient);
const acm = mockClient(ACMClient);
const clients = awsClients();
afterAll(() => clients.destroy());

const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0b7d2c1e-1111-2222-3333-444455556666';
const PRODUCTION = {
  domainName: 'plans.temaplans.com',
  certificateArn: CERTIFICATE,
  contactEmail: 'hello@temaplans.com',
  alarmEmail: 'ops@temaplans.com',
};

/** An account where everything the shop needs is in place. */
function readyAccount() {
  sts.on(GetCallerIdentityCommand).resolves({ Account: '123456789012', Arn: 'arn:aws:iam::123456789012:user/ama' });
  account.on(GetRegionOptStatusCommand).resolves({ RegionOptStatus: 'ENABLED' });
  ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '29' } });
  ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
  ses
    .on(GetAccountCommand)
    .resolves({ ProductionAccessEnabled: true, SendingEnabled: true, EnforcementStatus: 'HEALTHY' });
  lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000 } });
  acm.on(DescribeCertificateCommand).resolves({ Certificate: { Status: 'ISSUED', DomainName: 'plans.temaplans.com' } });
}

beforeEach(readyAccount);
afterEach(() => {
  for (const mock of [sts, account, ssm, ses, lambda, acm]) mock.reset();
});

const statusOf = (results: { check: string; status: string }[]) =>
  Object.fromEntries(results.map((result) => [result.check, result.status]));

describe('the preflight for the documented production settings', () => {
  it('runs every check, bootstrap in the stack’s region and in us-east-1 for the edge stack', async () => {
    const results = await runPreflight(preflightTarget(PRODUCTION, {}, 'af-south-1'), clients.clientsFor);

    expect(statusOf(results)).toEqual({
      credentials: 'pass',
      'region enabled': 'pass',
      'CDK bootstrap af-south-1': 'pass',
      'CDK bootstrap us-east-1': 'pass',
      'SES sender verified': 'pass',
      'SES production access': 'pass',
      'Lambda concurrency quota': 'pass',
      'certificate (us-east-1)': 'pass',
      'Lambda runtime and architecture': 'pass',
    });
    expect(acm.commandCalls(DescribeCertificateCommand)[0]?.args[0].input).toEqual({ CertificateArn: CERTIFICATE });
    expect(ses.commandCalls(GetEmailIdentityCommand)[0]?.args[0].input).toEqual({
      EmailIdentity: 'hello@temaplans.com',
    });
    expect(exitCodeOf(results)).toBe(0);
  });

  it('asks the stack’s runtime and the Lambda parameter of its region', async () => {
    const results = await runPreflight(preflightTarget(PRODUCTION, {}, 'af-south-1'), clients.clientsFor);

    expect(results.find((result) => result.check === 'Lambda runtime and architecture')?.detail).toContain(
      'nodejs24.x on arm64',
    );
    expect(ssm.commandCalls(GetParameterCommand).map((call) => call.args[0].input.Name)).toContain(
      '/aws/service/global-infrastructure/regions/af-south-1/services/lambda',
    );
  });

  it('stops at the credentials when there are none', async () => {
    sts
      .on(GetCallerIdentityCommand)
      .rejects(awsError('CredentialsProviderError', 'Could not load credentials from any providers'));

    const results = await runPreflight(preflightTarget(PRODUCTION, {}, 'af-south-1'), clients.clientsFor);

    expect(statusOf(results)).toEqual({ credentials: 'fail', 'everything else': 'skip' });
    expect(exitCodeOf(results)).toBe(1);
  });

  it('skips the regional checks in a region the account may not use, and still checks the certificate', async () => {
    account.on(GetRegionOptStatusCommand).resolves({ RegionOptStatus: 'DISABLED' });

    const results = await runPreflight(preflightTarget(PRODUCTION, {}, 'af-south-1'), clients.clientsFor);

    expect(statusOf(results)).toMatchObject({
      'region enabled': 'fail',
      'CDK bootstrap af-south-1': 'skip',
      'CDK bootstrap us-east-1': 'pass',
      'SES sender verified': 'skip',
      'Lambda concurrency quota': 'skip',
      'certificate (us-east-1)': 'pass',
    });
    expect(lambda.commandCalls(GetAccountSettingsCommand)).toHaveLength(0);
  });

  it('fails the run for a region never bootstrapped, and prints what to do', async () => {
    ssm.on(GetParameterCommand, { Name: '/cdk-bootstrap/hnb659fds/version' }).rejects(awsError('ParameterNotFound'));

    const results = await runPreflight(preflightTarget(PRODUCTION, {}, 'af-south-1'), clients.clientsFor);
    const printed = checkTable('Preflight', results);

    expect(exitCodeOf(results)).toBe(1);
    expect(printed).toMatch(/FAIL {2}CDK bootstrap af-south-1 +not bootstrapped/);
    expect(printed).toContain('- CDK bootstrap af-south-1: run `npx cdk bootstrap aws://123456789012/af-south-1`.');
    expect(printed).toContain('- CDK bootstrap us-east-1: run `npx cdk bootstrap aws://123456789012/us-east-1`.');
    expect(printed).toMatch(/2 check\(s\) failed\.$/);
  });
});

describe('what the settings leave out', () => {
  it('skips SES and the certificate without contact email and domain; still checks us-east-1 (its alarms stack)', async () => {
    const webAclArn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/shop/11111111-2222-3333-4444-555555555555';

    const results = await runPreflight(preflightTarget({ webAclArn }, {}, 'eu-west-1'), clients.clientsFor);

    expect(statusOf(results)).toMatchObject({
      'CDK bootstrap eu-west-1': 'pass',
      'CDK bootstrap us-east-1': 'pass',
      'SES sender verified': 'skip',
      'SES production access': 'skip',
      'certificate (us-east-1)': 'skip',
    });
    expect(ses.calls()).toHaveLength(0);
    expect(acm.calls()).toHaveLength(0);
  });

  it('checks one bootstrap for a stack in us-east-1', async () => {
    const results = await runPreflight(preflightTarget({}, {}, 'us-east-1'), clients.clientsFor);

    expect(
      results.filter((result) => result.check === 'CDK bootstrap us-east-1').map((result) => result.status),
    ).toEqual(['pass', 'skip']);
  });

  it('warns but does not fail for a reduced Lambda quota', async () => {
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 10 } });

    const results = await runPreflight(preflightTarget({}, {}, 'eu-west-1'), clients.clientsFor);

    expect(statusOf(results)['Lambda concurrency quota']).toBe('warn');
    expect(exitCodeOf(results)).toBe(0);
    expect(checkTable('Preflight', results)).toContain('All checks passed with 1 warning(s).');
  });
});
