import { AccountClient, GetRegionOptStatusCommand } from '@aws-sdk/client-account';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCredentials } from '../../src/preflight/checks/credentials.ts';
import { checkRegionEnabled } from '../../src/preflight/checks/region-enabled.ts';
import { awsError, TEST_CREDENTIALS } from './aws-errors.ts';

const sts = mockClient(STSClient);
const account = mockClient(AccountClient);
afterEach(() => {
  sts.reset();
  account.reset();
});

describe('credentials', () => {
  it('passes with the account and identity STS names', async () => {
    sts.on(GetCallerIdentityCommand).resolves({ Account: '123456789012', Arn: 'arn:aws:iam::123456789012:user/ama' });

    const result = await checkCredentials(new STSClient({ region: 'af-south-1', credentials: TEST_CREDENTIALS }));

    expect(result).toMatchObject({ status: 'pass', account: '123456789012' });
    expect(result.detail).toContain('arn:aws:iam::123456789012:user/ama');
  });

  it('fails without usable credentials and says how to sign in', async () => {
    sts
      .on(GetCallerIdentityCommand)
      .rejects(awsError('ExpiredToken', 'The security token included in the request is expired'));

    const result = await checkCredentials(new STSClient({ region: 'af-south-1', credentials: TEST_CREDENTIALS }));

    expect(result.status).toBe('fail');
    expect(result.account).toBeUndefined();
    expect(result.detail).toContain('ExpiredToken');
    expect(result.advice).toContain('aws sso login');
  });
});

describe('region enabled', () => {
  const client = () => new AccountClient({ region: 'us-east-1', credentials: TEST_CREDENTIALS });

  it.each([
    ['ENABLED', 'opted in'],
    ['ENABLED_BY_DEFAULT', 'enabled by default'],
  ] as const)('passes for %s', async (status, detail) => {
    account.on(GetRegionOptStatusCommand, { RegionName: 'af-south-1' }).resolves({ RegionOptStatus: status });

    const result = await checkRegionEnabled(client(), 'af-south-1');

    expect(result).toMatchObject({ status: 'pass', detail: `af-south-1: ${detail}` });
  });

  it('fails for an opt-in region that is not enabled, with the command that enables it', async () => {
    account.on(GetRegionOptStatusCommand).resolves({ RegionOptStatus: 'DISABLED' });

    const result = await checkRegionEnabled(client(), 'af-south-1');

    expect(result.status).toBe('fail');
    expect(result.detail).toBe('af-south-1 is DISABLED for this account');
    expect(result.advice).toContain('aws account enable-region --region-name af-south-1');
  });

  it('fails while the region is still being enabled', async () => {
    account.on(GetRegionOptStatusCommand).resolves({ RegionOptStatus: 'ENABLING' });

    const result = await checkRegionEnabled(client(), 'af-south-1');

    expect(result).toMatchObject({ status: 'fail', detail: 'af-south-1 is being enabled' });
    expect(result.advice).toContain('wait');
  });

  it('fails for a name that is no region', async () => {
    account.on(GetRegionOptStatusCommand).rejects(awsError('ValidationException'));

    const result = await checkRegionEnabled(client(), 'af-south-9');

    expect(result.status).toBe('fail');
    expect(result.detail).toContain('"af-south-9" is not a region');
    expect(result.advice).toContain('AWS_REGION');
  });

  it('names the permission it needs when it may not ask', async () => {
    account.on(GetRegionOptStatusCommand).rejects(awsError('AccessDeniedException'));

    const result = await checkRegionEnabled(client(), 'eu-west-1');

    expect(result.status).toBe('fail');
    expect(result.advice).toContain('account:GetRegionOptStatus');
  });
});
