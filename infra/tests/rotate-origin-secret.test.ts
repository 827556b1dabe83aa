import {
  CloudFrontClient,
  type DistributionConfig,
  GetDistributionCommand,
  GetDistributionConfigCommand,
  UpdateDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import {
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { SECRET_MAX_AGE_SECONDS } from '@shop/lambdas/adapters/secret-value';
import {
  acceptedOriginSecrets,
  ORIGIN_SECRET_OVERLAP_SECONDS,
  ORIGIN_SECRET_RESTAMP_SECONDS,
  type OriginSecretDocument,
} from '@shop/shared/edge/origin-secret';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { rotateOriginSecret } from '../src/operations/rotate-origin-secret.ts';

const SECRET_ARN = 'arn:aws:secretsmanager:af-south-1:123456789012:secret:OriginVerifySecret-abc';
const DISTRIBUTION_ID = 'E2SHOPDIST';
const OLD = 'old-value-0123456789abcdefghijklmnopqrstuvwxyz01';
const NEW = 'new-value-0123456789abcdefghijklmnopqrstuvwxyz01';
const POLL_SECONDS = 20;
const START = Date.parse('2026-11-28T03:00:00.000Z');

const secrets = mockClient(SecretsManagerClient);
const cloudfront = mockClient(CloudFrontClient);

/** The distribution as CloudFront holds it: an S3 origin and the API origin with the header. */
function distributionConfig(headerValue: string): DistributionConfig {
  return {
    CallerReference: 'cdk-ref',
    Comment: 'shop',
    Enabled: true,
    DefaultCacheBehavior: { TargetOriginId: 'web', ViewerProtocolPolicy: 'redirect-to-https' },
    Origins: {
      Quantity: 2,
      Items: [
        { Id: 'web', DomainName: 'web.s3.af-south-1.amazonaws.com', OriginAccessControlId: 'OAC1' },
        {
          Id: 'api',
          DomainName: 'abc123.execute-api.af-south-1.amazonaws.com',
          CustomHeaders: { Quantity: 1, Items: [{ HeaderName: 'x-origin-verify', HeaderValue: headerValue }] },
          CustomOriginConfig: { HTTPPort: 80, HTTPSPort: 443, OriginProtocolPolicy: 'https-only' },
        },
      ],
    },
  };
}

interface World {
  now: number;
  /** Each write of the secret, when it happened. */
  writes: { at: number; document: OriginSecretDocument }[];
  /** Every call and wait, in order. */
  events: string[];
  distribution: { config: DistributionConfig; etag: string; deployedAt: number; updatedAt?: number };
}

/** Secrets Manager and CloudFront as in-memory fakes on a clock that only `sleep` moves. */
function world(options: { sending?: string; stored?: OriginSecretDocument; propagationSeconds?: number } = {}) {
  const state: World = {
    now: START,
    writes: [{ at: START - 86_400_000, document: options.stored ?? { current: OLD } }],
    events: [],
    distribution: { config: distributionConfig(options.sending ?? OLD), etag: 'ETAG1', deployedAt: START - 1 },
  };
  const propagationMs = (options.propagationSeconds ?? 60) * 1000;
  const stored = () => state.writes[state.writes.length - 1].document;
  const status = () => (state.now >= state.distribution.deployedAt ? 'Deployed' : 'InProgress');
  secrets.on(GetSecretValueCommand).callsFake(() => {
    state.events.push('GetSecretValue');
    return { SecretString: JSON.stringify(stored()) };
  });
  secrets.on(GetRandomPasswordCommand).callsFake((input) => {
    state.events.push(`GetRandomPassword ${input.PasswordLength} ${input.ExcludePunctuation}`);
    return { RandomPassword: NEW };
  });
  secrets.on(PutSecretValueCommand).callsFake((input) => {
    const document = JSON.parse(input.SecretString) as OriginSecretDocument;
    state.events.push(`PutSecretValue ${Object.keys(document).join(',')}`);
    state.writes.push({ at: state.now, document });
    return {};
  });
  cloudfront.on(GetDistributionCommand).callsFake(() => {
    state.events.push(`GetDistribution ${status()}`);
    return {
      ETag: state.distribution.etag,
      Distribution: { Status: status(), DistributionConfig: state.distribution.config },
    };
  });
  cloudfront.on(GetDistributionConfigCommand).callsFake(() => {
    state.events.push('GetDistributionConfig');
    return { ETag: state.distribution.etag, DistributionConfig: state.distribution.config };
  });
  cloudfront.on(UpdateDistributionCommand).callsFake((input) => {
    state.events.push(`UpdateDistribution ${input.IfMatch}`);
    if (input.IfMatch !== state.distribution.etag) throw new Error('PreconditionFailed');
    state.distribution = {
      config: input.DistributionConfig,
      etag: 'ETAG2',
      updatedAt: state.now,
      deployedAt: state.now + propagationMs,
    };
    return { ETag: 'ETAG2' };
  });
  const run = () =>
    rotateOriginSecret(
      {
        secrets: new SecretsManagerClient({ region: 'af-south-1' }),
        cloudfront: new CloudFrontClient({ region: 'us-east-1' }),
        sleep: async (ms) => {
          state.events.push(`sleep ${ms / 1000}`);
          state.now += ms;
        },
        now: () => new Date(state.now),
        log: () => undefined,
      },
      {
        secretId: SECRET_ARN,
        distributionId: DISTRIBUTION_ID,
        cacheSeconds: SECRET_MAX_AGE_SECONDS,
        pollSeconds: POLL_SECONDS,
      },
    );
  return { state, run };
}

/**
 * Every moment from the start until well after the end: each value some edge may send then (the old one until the
 * new configuration is deployed everywhere, the new one from its update) is accepted by a function holding any
 * document it may have cached (read at most the cache's age ago).
 */
function refusedMoments(state: World, sentBefore: string, from = START): string[] {
  const refused: string[] = [];
  const end = state.now + 2 * ORIGIN_SECRET_OVERLAP_SECONDS * 1000;
  const { updatedAt = Number.POSITIVE_INFINITY, deployedAt } = state.distribution;
  for (let t = from; t <= end; t += 5_000) {
    const sent = [...(t < deployedAt ? [sentBefore] : []), ...(t >= updatedAt ? [NEW] : [])];
    const readFrom = t - SECRET_MAX_AGE_SECONDS * 1000;
    const cachable = state.writes.filter(
      (write, index) => write.at <= t && (state.writes[index + 1]?.at ?? Number.POSITIVE_INFINITY) > readFrom,
    );
    for (const value of sent) {
      for (const { document } of cachable) {
        if (!acceptedOriginSecrets(document, t).includes(value)) {
          refused.push(`${(t - START) / 1000} s: ${value.slice(0, 3)} refused by ${JSON.stringify(document)}`);
        }
      }
    }
  }
  return refused;
}

beforeEach(() => {
  secrets.reset();
  cloudfront.reset();
});

describe('rotating the origin secret', () => {
  it('writes the new value beside the old, waits out the cache, moves CloudFront, then drops the old value', async () => {
    const { state, run } = world({ propagationSeconds: 60 });

    await run();

    expect(state.events).toEqual([
      'GetDistribution Deployed',
      'GetSecretValue',
      'GetRandomPassword 48 true',
      'PutSecretValue current,previous,rotatedAt',
      `sleep ${SECRET_MAX_AGE_SECONDS + 30}`,
      'GetDistributionConfig',
      'UpdateDistribution ETAG1',
      'PutSecretValue current,previous,rotatedAt',
      'GetDistribution InProgress',
      `sleep ${POLL_SECONDS}`,
      'GetDistribution InProgress',
      `sleep ${POLL_SECONDS}`,
      'GetDistribution InProgress',
      `sleep ${POLL_SECONDS}`,
      'GetDistribution Deployed',
      'PutSecretValue current,previous,rotatedAt',
      `sleep ${ORIGIN_SECRET_OVERLAP_SECONDS}`,
      'PutSecretValue current,rotatedAt',
    ]);
    const [, first, atUpdate, afterDeploy, last] = state.writes;
    expect(first.document).toEqual({ current: NEW, previous: OLD, rotatedAt: new Date(START).toISOString() });
    expect(Date.parse(atUpdate.document.rotatedAt ?? '')).toBe(state.distribution.updatedAt);
    expect(afterDeploy.document).toMatchObject({ current: NEW, previous: OLD });
    expect(Date.parse(afterDeploy.document.rotatedAt ?? '')).toBe(state.distribution.deployedAt);
    expect(last.document.current).toBe(NEW);
    expect(last.document).not.toHaveProperty('previous');
  });

  it('changes only the origin header in the distribution’s configuration', async () => {
    const { state, run } = world();

    await run();

    expect(state.distribution.config).toEqual(distributionConfig(NEW));
  });

  it('refuses no request at any moment of the rotation, nor after it', async () => {
    const { state, run } = world({ propagationSeconds: 240 });

    await run();

    expect(refusedMoments(state, OLD)).toEqual([]);
  });

  it('keeps the old value accepted while CloudFront takes far longer than the overlap to deploy', async () => {
    const { state, run } = world({ propagationSeconds: 3 * ORIGIN_SECRET_OVERLAP_SECONDS });

    await run();

    expect(refusedMoments(state, OLD)).toEqual([]);
    // Stamped again while CloudFront deploys, at least every few minutes.
    const stamps = state.writes.slice(2).map((write) => write.at);
    const gaps = stamps.slice(1).map((at, index) => at - stamps[index]);
    expect(Math.max(...gaps.slice(0, -1))).toBeLessThanOrEqual((ORIGIN_SECRET_RESTAMP_SECONDS + POLL_SECONDS) * 1000);
  });

  it('keeps what CloudFront really sends after an interrupted rotation left the secret ahead of it', async () => {
    const stuck = 'stuck-value-0123456789abcdefghijklmnopqrstuvwx';
    const { state, run } = world({
      sending: OLD,
      stored: { current: stuck, previous: OLD, rotatedAt: '2026-11-01T00:00:00Z' },
    });

    await run();

    expect(state.writes[1].document).toMatchObject({ current: NEW, previous: OLD });
    // From the moment every function has read the rotation's first write, nothing is refused any more.
    expect(refusedMoments(state, OLD, state.writes[1].at + SECRET_MAX_AGE_SECONDS * 1000)).toEqual([]);
  });

  it('changes nothing while CloudFront is still deploying an earlier change', async () => {
    const { state, run } = world();
    state.distribution.deployedAt = START + 60_000;

    await expect(run()).rejects.toThrow(/InProgress: run again once it is Deployed/);
    expect(secrets.commandCalls(PutSecretValueCommand)).toHaveLength(0);
    expect(cloudfront.commandCalls(UpdateDistributionCommand)).toHaveLength(0);
  });

  it('changes nothing when the distribution sends no origin secret header', async () => {
    const { state, run } = world();
    state.distribution.config = { ...distributionConfig(OLD), Origins: { Quantity: 0, Items: [] } };

    await expect(run()).rejects.toThrow(/no origin with the x-origin-verify header/);
    expect(secrets.commandCalls(PutSecretValueCommand)).toHaveLength(0);
  });

  it('changes nothing when the secret does not hold a document', async () => {
    const { state, run } = world();
    state.writes = [{ at: START - 1, document: 'plain-text' as unknown as OriginSecretDocument }];

    await expect(run()).rejects.toThrow(/does not hold an origin secret document/);
    expect(secrets.commandCalls(PutSecretValueCommand)).toHaveLength(0);
    expect(cloudfront.commandCalls(UpdateDistributionCommand)).toHaveLength(0);
  });

  it('has an overlap longer than a re-stamp interval, a poll and the functions’ cache together', () => {
    expect(ORIGIN_SECRET_OVERLAP_SECONDS).toBeGreaterThan(
      ORIGIN_SECRET_RESTAMP_SECONDS + POLL_SECONDS + SECRET_MAX_AGE_SECONDS,
    );
  });
});
