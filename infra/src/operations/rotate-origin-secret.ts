import {
  type CloudFrontClient,
  type DistributionConfig,
  GetDistributionCommand,
  GetDistributionConfigCommand,
  type Origin,
  type OriginCustomHeader,
  UpdateDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import {
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  type SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { ORIGIN_VERIFY_HEADER } from '@shop/shared/edge/edge-headers';
import {
  ORIGIN_SECRET_OVERLAP_SECONDS,
  ORIGIN_SECRET_RESTAMP_SECONDS,
  type OriginSecretDocument,
  parseOriginSecret,
  rotatedOriginSecret,
  settledOriginSecret,
} from '@shop/shared/edge/origin-secret';

export interface RotationDeps {
  secrets: SecretsManagerClient;
  cloudfront: CloudFrontClient;
  /** Waits; tests pass one that moves a fake clock. */
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
  log: (line: string) => void;
}

export interface RotationOptions {
  /** The secret's ARN (stack output OriginVerifySecretArn). */
  secretId: string;
  /** The shop's distribution (stack output DistributionId). */
  distributionId: string;
  /** How long a warm function keeps the secret (lambdas/src/adapters/secret-value.ts). */
  cacheSeconds: number;
  /** How often CloudFront's deployment status is asked. */
  pollSeconds?: number;
  /** Give up (previous value still accepted, nothing lost) if CloudFront has not deployed by then. */
  maxDeploySeconds?: number;
}

/** Length and alphabet of the first value the stack generates (constructs/origin-secret.ts). */
const VALUE_LENGTH = 48;
/** Margin over the cache's age for functions whose read was in flight when the secret changed. */
const CACHE_MARGIN_SECONDS = 30;

const isSecretHeader = (header: OriginCustomHeader) => header.HeaderName?.toLowerCase() === ORIGIN_VERIFY_HEADER;

/** The origins of a distribution config that send the origin secret header. */
function secretOrigins(config: DistributionConfig): Origin[] {
  return (config.Origins?.Items ?? []).filter((origin) => origin.CustomHeaders?.Items?.some(isSecretHeader));
}

async function distributionConfig(deps: RotationDeps, distributionId: string) {
  const answer = await deps.cloudfront.send(new GetDistributionConfigCommand({ Id: distributionId }));
  const config = answer.DistributionConfig;
  if (!config || !answer.ETag) throw new Error(`CloudFront returned no configuration for ${distributionId}`);
  if (secretOrigins(config).length === 0) {
    throw new Error(`Distribution ${distributionId} has no origin with the ${ORIGIN_VERIFY_HEADER} header`);
  }
  return { config, etag: answer.ETag };
}

async function readDocument(deps: RotationDeps, secretId: string): Promise<OriginSecretDocument> {
  const answer = await deps.secrets.send(new GetSecretValueCommand({ SecretId: secretId }));
  const document = parseOriginSecret(answer.SecretString);
  if (!document) throw new Error(`Secret ${secretId} does not hold an origin secret document ({current, ...})`);
  return document;
}

async function writeDocument(deps: RotationDeps, secretId: string, document: OriginSecretDocument) {
  await deps.secrets.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: JSON.stringify(document) }));
}

/** Sets the header on every origin that sends it; the rest of the configuration goes back unchanged. */
function withHeader(config: DistributionConfig, value: string): DistributionConfig {
  const items = (config.Origins?.Items ?? []).map((origin): Origin => {
    const headers = origin.CustomHeaders;
    if (!headers?.Items?.some(isSecretHeader)) return origin;
    const updated = headers.Items.map((header) =>
      isSecretHeader(header) ? { ...header, HeaderValue: value } : header,
    );
    return { ...origin, CustomHeaders: { ...headers, Items: updated } };
  });
  return { ...config, Origins: { Quantity: items.length, Items: items } };
}

/** The value the distribution sends now (resolved by CloudFormation or set by the last rotation). */
function sentValue(config: DistributionConfig): string | undefined {
  return secretOrigins(config)[0]?.CustomHeaders?.Items?.find(isSecretHeader)?.HeaderValue;
}

/**
 * Rotates the origin secret without a refused request:
 * 1. the secret gets a new `current`, the old value as `previous` and `rotatedAt` now, so functions accept both;
 * 2. wait until every warm function has read it again (the secrets cache's age);
 * 3. CloudFront's origin header gets the new value; while it deploys, `rotatedAt` is stamped again every few
 *    minutes (edges still send the old value until then), and once more when every edge has it;
 * 4. after the overlap, the previous value is dropped (the functions stop accepting it by then anyway).
 * Nothing changes before the distribution (deployed, with the header) and the secret have been read and found as
 * expected. The value CloudFront sends when the run starts is the one kept as `previous`, so running it again
 * after an interrupted rotation heals it.
 */
export async function rotateOriginSecret(deps: RotationDeps, options: RotationOptions): Promise<void> {
  const { secretId, distributionId } = options;
  const pollMs = (options.pollSeconds ?? 20) * 1000;
  const maxDeployMs = (options.maxDeploySeconds ?? 45 * 60) * 1000;

  const { Distribution: distribution } = await deps.cloudfront.send(new GetDistributionCommand({ Id: distributionId }));
  if (distribution?.Status !== 'Deployed') {
    // Some edges may still send an older value, which the new document would no longer accept.
    throw new Error(
      `Distribution ${distributionId} is ${distribution?.Status ?? 'missing'}: run again once it is Deployed`,
    );
  }
  const sending = distribution.DistributionConfig && sentValue(distribution.DistributionConfig);
  if (!sending) throw new Error(`Distribution ${distributionId} has no origin with the ${ORIGIN_VERIFY_HEADER} header`);
  const old = await readDocument(deps, secretId);
  const { RandomPassword: next } = await deps.secrets.send(
    new GetRandomPasswordCommand({ PasswordLength: VALUE_LENGTH, ExcludePunctuation: true }),
  );
  if (!next) throw new Error('Secrets Manager returned no random value');

  // What CloudFront really sends stays accepted, even if an interrupted run left the secret ahead of it.
  if (sending !== old.current) deps.log('CloudFront sends a value other than the secret: that value stays accepted');
  let document = rotatedOriginSecret(sending, next, deps.now());
  await writeDocument(deps, secretId, document);
  deps.log(`1/4 secret: new current value written, previous accepted until ${document.rotatedAt} + overlap`);

  const cacheMs = (options.cacheSeconds + CACHE_MARGIN_SECONDS) * 1000;
  deps.log(`2/4 waiting ${cacheMs / 1000} s until every warm function has read the new document`);
  await deps.sleep(cacheMs);

  const { config, etag } = await distributionConfig(deps, distributionId);
  await deps.cloudfront.send(
    new UpdateDistributionCommand({ Id: distributionId, IfMatch: etag, DistributionConfig: withHeader(config, next) }),
  );
  const updatedAt = deps.now().getTime();
  // The overlap counts from now: edges send the old value until the new configuration reaches them.
  document = { ...document, rotatedAt: new Date(updatedAt).toISOString() };
  await writeDocument(deps, secretId, document);
  deps.log('3/4 CloudFront: origin header updated, waiting until every edge has it');
  for (;;) {
    const answer = await deps.cloudfront.send(new GetDistributionCommand({ Id: distributionId }));
    if (answer.Distribution?.Status === 'Deployed') break;
    const now = deps.now();
    if (now.getTime() - updatedAt > maxDeployMs) {
      throw new Error(
        `CloudFront has not deployed after ${maxDeployMs / 60_000} minutes. The previous value stays accepted for ${ORIGIN_SECRET_OVERLAP_SECONDS / 60} minutes after ${document.rotatedAt}: check the distribution, then run again.`,
      );
    }
    if (now.getTime() - Date.parse(document.rotatedAt ?? '') >= ORIGIN_SECRET_RESTAMP_SECONDS * 1000) {
      document = { ...document, rotatedAt: now.toISOString() };
      await writeDocument(deps, secretId, document);
    }
    await deps.sleep(pollMs);
  }
  document = { ...document, rotatedAt: deps.now().toISOString() };
  await writeDocument(deps, secretId, document);
  deps.log(`3/4 CloudFront deployed; the previous value stays accepted until ${document.rotatedAt} + overlap`);

  await deps.sleep(ORIGIN_SECRET_OVERLAP_SECONDS * 1000);
  await writeDocument(deps, secretId, settledOriginSecret(document, deps.now()));
  deps.log('4/4 previous value dropped: rotation done');
}
