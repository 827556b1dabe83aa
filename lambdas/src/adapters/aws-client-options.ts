import { CALL_BUDGETS, type CallBudget } from './call-budgets.ts';

/**
 * Network limits for every AWS SDK client the Lambdas make. Without limits one hanging connection to DynamoDB, S3,
 * SES, Cognito or Secrets Manager would hold the invocation for all of its timeout. Each caller picks its budget
 * (call-budgets.ts): API routes and jobs the `request` one, Cognito triggers `trigger`, large S3 writes `uploadPart`.
 */
export function awsClientOptions(budget: CallBudget = CALL_BUDGETS.request) {
  const { connectionTimeout, requestTimeout, maxAttempts } = budget;
  // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes, and waits on.
  return {
    maxAttempts,
    requestHandler: { connectionTimeout, requestTimeout, throwOnRequestTimeout: true },
  };
}
