import { S3Client } from '@aws-sdk/client-s3';
import { ENV_NAMES, optionalEnv } from '../config/env.ts';
import { awsClientOptions } from './aws-client-options.ts';

/**
 * Created once per Lambda container. Offline, S3_ENDPOINT points it at s3rver, which only answers
 * path-style addresses (http://127.0.0.1:4569/<bucket>/<key>), and those are what the browser is given.
 */
let client: S3Client | undefined;

export function s3Client(): S3Client {
  const endpoint = optionalEnv(ENV_NAMES.s3Endpoint);
  client ??= new S3Client({ ...awsClientOptions(), ...(endpoint ? { endpoint, forcePathStyle: true } : {}) });
  return client;
}
