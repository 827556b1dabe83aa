import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLambdaConcurrency } from '../../src/preflight/checks/lambda-concurrency.ts';
import { checkLambdaRuntime, lambdaInRegionParameter } from '../../src/preflight/checks/lambda-runtime.ts';
import { awsError, TEST_CREDENTIALS } from './aws-errors.ts';

const lambda = mockClient(LambdaClient);
const ssm = mockClient(SSMClient);
afterEach(() => {
  lambda.reset();
  ssm.reset();
});
const lambdaClient = () => new LambdaClient({ region: 'af-south-1', credentials: TEST_CREDENTIALS });
const ssmClient = () => new SSMClient({ region: 'af-south-1', credentials: TEST_CREDENTIALS });
const quota = (limit: number, unreserved = limit) =>
  lambda.on(GetAccountSettingsCommand).resolves({
    AccountLimit: { ConcurrentExecutions: limit, UnreservedConcurrentExecutions: unreserved },
  });

describe('Lambda concurrency quota', () => {
  it('passes at the quota the shop is sized for', async () => {
    quota(1000, 1000);

    const result = await checkLambdaConcurrency(lambdaClient(), { region: 'af-south-1', needed: 1000, reserved: 0 });

    expect(result).toMatchObject({ status: 'pass', detail: '1000 in af-south-1 (1000 unreserved)' });
  });

  it('warns for a new account’s reduced quota, with the quota increase request', async () => {
    quota(10);

    const result = await checkLambdaConcurrency(lambdaClient(), { region: 'af-south-1', needed: 1000, reserved: 0 });

    expect(result.status).toBe('warn');
    expect(result.detail).toBe('10 in af-south-1 (10 unreserved), below the 1000 the shop is sized for');
    expect(result.advice).toContain(
      'aws service-quotas request-service-quota-increase --region af-south-1 --service-code lambda --quota-code L-B99A9384 --desired-value 1000',
    );
  });

  it('fails when the stack’s reservations would leave Lambda less than its 100 unreserved', async () => {
    quota(150);

    const result = await checkLambdaConcurrency(lambdaClient(), { region: 'af-south-1', needed: 1000, reserved: 60 });

    expect(result.status).toBe('fail');
    expect(result.detail).toContain('the deploy would fail');
  });

  it('fails when the settings cannot be read', async () => {
    lambda.on(GetAccountSettingsCommand).rejects(awsError('AccessDeniedException'));

    const result = await checkLambdaConcurrency(lambdaClient(), { region: 'af-south-1', needed: 1000, reserved: 0 });

    expect(result.status).toBe('fail');
    expect(result.advice).toContain('lambda:GetAccountSettings');
  });
});

describe('Lambda runtime and architecture', () => {
  const needs = { runtime: 'nodejs24.x', architecture: 'arm64' };

  it('passes where AWS lists Lambda and the region is one arm64 Node functions are expected in', async () => {
    ssm
      .on(GetParameterCommand, { Name: lambdaInRegionParameter('af-south-1') })
      .resolves({ Parameter: { Value: 'lambda' } });

    const result = await checkLambdaRuntime(ssmClient(), { region: 'af-south-1', ...needs });

    expect(result.status).toBe('pass');
    expect(result.detail).toContain('nodejs24.x on arm64');
  });

  it('fails where AWS lists no Lambda', async () => {
    ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'));

    const result = await checkLambdaRuntime(ssmClient(), { region: 'xx-nowhere-1', ...needs });

    expect(result).toMatchObject({ status: 'fail', detail: 'AWS lists no Lambda in xx-nowhere-1' });
    expect(result.advice).toContain('af-south-1');
  });

  it('only warns for a Lambda region outside its list, since AWS cannot be asked about runtimes', async () => {
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: 'lambda' } });

    const result = await checkLambdaRuntime(ssmClient(), { region: 'ap-newregion-1', ...needs });

    expect(result.status).toBe('warn');
    expect(result.advice).toContain('confirm that the Lambda console in ap-newregion-1 offers nodejs24.x with arm64');
  });
});
