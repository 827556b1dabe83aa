import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SECRET_MAX_AGE_SECONDS } from '@shop/lambdas/adapters/secret-value';
import { rotateOriginSecret } from '../src/operations/rotate-origin-secret.ts';

/**
 * npm run rotate-origin-secret -- --secret <OriginVerifySecretArn> --distribution <DistributionId>
 * (both are stack outputs). Takes about half an hour; interrupted, it can simply be run again
 * (docs/operations.md, "Rotating the origin secret").
 */
const { values } = parseArgs({
  options: { secret: { type: 'string' }, distribution: { type: 'string' } },
});
if (!values.secret?.startsWith('arn:') || !values.distribution) {
  console.error(
    'Usage: npm run rotate-origin-secret -- --secret <OriginVerifySecretArn> --distribution <DistributionId>',
  );
  process.exit(2);
}
// The secret lives in the stack's region (the fourth field of its ARN); CloudFront's API is global.
const region = values.secret.split(':')[3];

await rotateOriginSecret(
  {
    secrets: new SecretsManagerClient({ region }),
    cloudfront: new CloudFrontClient({ region: 'us-east-1' }),
    sleep: (ms) => sleep(ms),
    now: () => new Date(),
    log: (line) => console.log(`[rotate-origin-secret] ${new Date().toISOString()} ${line}`),
  },
  { secretId: values.secret, distributionId: values.distribution, cacheSeconds: SECRET_MAX_AGE_SECONDS },
).catch((error: unknown) => {
  console.error(`[rotate-origin-secret] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
