import { S3Client } from '@aws-sdk/client-s3';
import { ENV_NAMES, optionalEnv } from '../config/env.ts';
import { awsClientOptions } from '../outbound/aws-client-options.ts';
import { CALL_BUDGETS, type CallBudget } from '../outbound/call-budgets.ts';

/**
 * Created once per Lambda container and budget (large writes get a client of their own). Offline, S3_ENDPOINT points
 * it at s3rver, which only answers path-style addresses (http://127.0.0.1:4569/<bucket>/<key>), and those are what
 * the browser is given.
 */
const clients = new Map<CallBudget, S3Client>();

export function s3Client(budget: CallBudget = CALL_BUDGETS.request): S3Client {
  let client = clients.get(budget);
  if (!client) {
    const endpoint = optionalEnv(ENV_NAMES.s3Endpoint);
    client = new S3Client({ ...awsClientOptions(budget), ...(endpoint ? { endpoint, forcePathStyle: true } : {}) });
    clients.set(budget, client);
  }
  return client;
}
