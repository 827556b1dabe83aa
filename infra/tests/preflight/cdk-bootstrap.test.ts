import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapVersionParameter, checkCdkBootstrap } from '../../src/preflight/checks/cdk-bootstrap.ts';
import { awsError, TEST_CREDENTIALS } from './aws-errors.ts';

const ssm = mockClient(SSMClient);
afterEach(() => ssm.reset());

const target = { account: '123456789012', region: 'af-south-1', qualifier: 'hnb659fds', purpose: 'the shop stack' };
const client = () => new SSMClient({ region: 'af-south-1', credentials: TEST_CREDENTIALS });

describe('CDK bootstrap', () => {
  it('reads the parameter the CDK deploys check, for the app qualifier', () => {
    expect(bootstrapVersionParameter('hnb659fds')).toBe('/cdk-bootstrap/hnb659fds/version');
    expect(bootstrapVersionParameter('shop')).toBe('/cdk-bootstrap/shop/version');
  });

  it('passes with a current bootstrap', async () => {
    ssm.on(GetParameterCommand, { Name: '/cdk-bootstrap/hnb659fds/version' }).resolves({ Parameter: { Value: '29' } });

    const result = await checkCdkBootstrap(client(), target);

    expect(result).toMatchObject({
      check: 'CDK bootstrap af-south-1',
      status: 'pass',
      detail: 'version 29 (the shop stack)',
    });
  });

  it('fails without a bootstrap and gives the bootstrap command for that account and region', async () => {
    ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'));

    const result = await checkCdkBootstrap(client(), target);

    expect(result.status).toBe('fail');
    expect(result.detail).toContain('not bootstrapped');
    expect(result.advice).toBe('run `npx cdk bootstrap aws://123456789012/af-south-1`.');
  });

  it('fails for a bootstrap older than the templates accept', async () => {
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '4' } });

    const result = await checkCdkBootstrap(client(), target);

    expect(result.status).toBe('fail');
    expect(result.detail).toContain('bootstrap version 4 is older than 6');
    expect(result.advice).toContain('npx cdk bootstrap aws://123456789012/af-south-1');
  });

  it('fails when the parameter cannot be read, naming the permission', async () => {
    ssm.on(GetParameterCommand).rejects(awsError('AccessDeniedException'));

    const result = await checkCdkBootstrap(client(), target);

    expect(result.status).toBe('fail');
    expect(result.advice).toContain('ssm:GetParameter');
  });
});
