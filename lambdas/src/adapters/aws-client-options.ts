/**
 * Network limits for every AWS SDK client the Lambdas make. A function has 10 s; without limits one
 * hanging connection to DynamoDB, S3, SES, Cognito or Secrets Manager would hold the request for all of
 * it and end in API Gateway's bare 503. With them a stuck call fails in seconds, is tried once more, and
 * the route answers its own 503 with a message (http/service-unavailable.ts):
 * 2 attempts x (1 s to connect + 2.5 s of silence) + backoff, after a 1.5 s key fetch at worst, stays inside
 * the 10 s (infra/tests/timeouts.test.ts holds the sum against every function's timeout).
 */
export const AWS_CLIENT_TIMEOUTS = { connectionTimeout: 1_000, requestTimeout: 2_500 } as const;
export const AWS_CLIENT_MAX_ATTEMPTS = 2;

/** Spread into every client's constructor options. */
export function awsClientOptions() {
  // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes, and waits on.
  return {
    maxAttempts: AWS_CLIENT_MAX_ATTEMPTS,
    requestHandler: { ...AWS_CLIENT_TIMEOUTS, throwOnRequestTimeout: true },
  };
}
