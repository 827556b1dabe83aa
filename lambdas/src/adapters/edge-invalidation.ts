import { randomUUID } from 'node:crypto';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { ENV_NAMES, optionalEnv } from '../config/env.ts';
import { log } from '../observability/log.ts';
import { awsClientOptions } from '../outbound/aws-client-options.ts';

/** Drops cached copies of public reads at the edge; never throws (a failure only delays what visitors see). */
export type EdgeInvalidator = (paths: readonly string[]) => Promise<void>;

let client: CloudFrontClient | undefined;

/**
 * CloudFront's CreateInvalidation for the shop's distribution (DISTRIBUTION_ID). A failed call is logged and
 * swallowed: the write itself succeeded, and the cached copies expire on their own within their s-maxage.
 */
export const invalidateEdge: EdgeInvalidator = async (paths) => {
  const distributionId = optionalEnv(ENV_NAMES.distributionId);
  if (!distributionId || paths.length === 0) return;
  client ??= new CloudFrontClient({ ...awsClientOptions(), endpoint: optionalEnv(ENV_NAMES.cloudfrontEndpoint) });
  try {
    await client.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: { CallerReference: randomUUID(), Paths: { Quantity: paths.length, Items: [...paths] } },
      }),
    );
  } catch (error) {
    log('warn', 'edge invalidation failed', {
      paths,
      error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
    });
  }
};
