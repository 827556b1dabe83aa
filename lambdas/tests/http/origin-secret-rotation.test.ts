import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ORIGIN_VERIFY_HEADER } from '@shop/shared/edge/edge-headers';
import { ORIGIN_SECRET_OVERLAP_SECONDS } from '@shop/shared/edge/origin-secret';
import { PRODUCTION_METRICS_NAMESPACE } from '@shop/shared/observability/metrics-namespace';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as listPlans } from '../../src/handlers/plans/list-plans.ts';
import { logger } from '../../src/observability/log.ts';
import { ORIGIN_SECRET_REJECTED_METRIC } from '../../src/observability/metrics.ts';
import { callAs } from '../support/call-handler.ts';
import { serveCatalogue } from '../support/catalogue-snapshot-stub.ts';

const db = mockClient(DynamoDBDocumentClient);
const secrets = mockClient(SecretsManagerClient);
const NOW = Date.parse('2026-11-28T03:00:00.000Z');
const CURRENT = 'current-0123456789abcdefghijklmnopqrstuvwxyz';
const PREVIOUS = 'previous-0123456789abcdefghijklmnopqrstuvwxy';
let secretNumber = 0;

/** The secret as Secrets Manager holds it, under a fresh ARN (the secrets cache keeps each one for minutes). */
function storeSecret(document: Record<string, unknown>): string {
  secretNumber += 1;
  const arn = `arn:aws:secretsmanager:af-south-1:123456789012:secret:OriginVerifySecret-${secretNumber}`;
  secrets.on(GetSecretValueCommand, { SecretId: arn }).resolves({ SecretString: JSON.stringify(document) });
  vi.stubEnv('ORIGIN_VERIFY_SECRET_ARN', arn);
  return arn;
}

const rotatedAgo = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
const callWith = (headers: Record<string, string>) =>
  callAs(listPlans, { method: 'GET', route: '/api/plans', headers });

beforeEach(() => {
  db.reset();
  secrets.reset();
  db.on(QueryCommand).resolves({ Items: [] });
  serveCatalogue(db, []);
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('AWS_REGION', 'af-south-1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the origin secret read from Secrets Manager', () => {
  it('reads the secret the function was given by ARN, and lets the current value through', async () => {
    const arn = storeSecret({ current: CURRENT });

    const result = await callWith({ [ORIGIN_VERIFY_HEADER]: CURRENT });

    expect(result.status).toBe(200);
    expect(secrets.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input.SecretId)).toEqual([arn]);
  });

  it('ignores a value left in the environment once the function has the secret’s ARN', async () => {
    storeSecret({ current: CURRENT });
    vi.stubEnv('ORIGIN_VERIFY_SECRET', JSON.stringify({ current: 'old-plain-text-value' }));

    expect((await callWith({ [ORIGIN_VERIFY_HEADER]: 'old-plain-text-value' })).status).toBe(403);
  });

  it('accepts the previous value during the overlap after a rotation', async () => {
    storeSecret({ current: CURRENT, previous: PREVIOUS, rotatedAt: rotatedAgo(ORIGIN_SECRET_OVERLAP_SECONDS - 60) });

    expect((await callWith({ [ORIGIN_VERIFY_HEADER]: PREVIOUS })).status).toBe(200);
    expect((await callWith({ [ORIGIN_VERIFY_HEADER]: CURRENT })).status).toBe(200);
  });

  it('refuses the previous value once the overlap has passed, and still accepts the current one', async () => {
    storeSecret({ current: CURRENT, previous: PREVIOUS, rotatedAt: rotatedAgo(ORIGIN_SECRET_OVERLAP_SECONDS + 1) });

    expect((await callWith({ [ORIGIN_VERIFY_HEADER]: PREVIOUS })).status).toBe(403);
    expect((await callWith({ [ORIGIN_VERIFY_HEADER]: CURRENT })).status).toBe(200);
  });

  it('refuses a previous value without a rotation time', async () => {
    storeSecret({ current: CURRENT, previous: PREVIOUS });

    expect((await callWith({ [ORIGIN_VERIFY_HEADER]: PREVIOUS })).status).toBe(403);
  });

  it.each([
    ['no header', {}],
    ['another value', { [ORIGIN_VERIFY_HEADER]: 'guess-0123456789abcdefghijklmnopqrstuvwxyz' }],
    ['the current value with a character more', { [ORIGIN_VERIFY_HEADER]: `${CURRENT}x` }],
    ['an empty value', { [ORIGIN_VERIFY_HEADER]: '' }],
  ])('refuses %s with 403, before any table read', async (_, headers) => {
    storeSecret({ current: CURRENT, previous: PREVIOUS, rotatedAt: rotatedAgo(60) });

    const result = await callWith(headers);

    expect(result.status).toBe(403);
    expect(result.body.message).toMatch(/use the shop's web address/);
    expect(db.calls()).toHaveLength(0);
  });

  it('refuses everything when the secret does not hold a valid document', async () => {
    storeSecret({ value: CURRENT });

    expect((await callWith({ [ORIGIN_VERIFY_HEADER]: CURRENT })).status).toBe(403);
  });

  it('counts each refusal as an OriginSecretRejected metric in Embedded Metric Format', async () => {
    vi.stubEnv('LOG_LEVEL', 'ERROR');
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => undefined);
    vi.spyOn(logger(), 'info').mockImplementation(() => undefined);
    storeSecret({ current: CURRENT });

    await callWith({ [ORIGIN_VERIFY_HEADER]: 'guess' });
    await callWith({ [ORIGIN_VERIFY_HEADER]: CURRENT });

    const metricLines = warn.mock.calls.filter(([, data]) => ORIGIN_SECRET_REJECTED_METRIC in (data as object));
    expect(metricLines).toHaveLength(1);
    const [[, data]] = metricLines as [[string, Record<string, unknown>]];
    expect(data[ORIGIN_SECRET_REJECTED_METRIC]).toBe(1);
    expect(data._aws).toMatchObject({
      Timestamp: NOW,
      CloudWatchMetrics: [
        {
          Namespace: PRODUCTION_METRICS_NAMESPACE,
          Dimensions: [['service']],
          Metrics: [{ Name: ORIGIN_SECRET_REJECTED_METRIC, Unit: 'Count' }],
        },
      ],
    });
  });
});
