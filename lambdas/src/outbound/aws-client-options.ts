import { CALL_BUDGETS, type CallBudget } from './call-budgets.ts';
import { DeadlineHttpHandler } from './deadline-http-handler.ts';

/**
 * Network limits for every AWS SDK client the Lambdas make. Without limits one hanging connection to DynamoDB, S3,
 * SES, Cognito or Secrets Manager would hold the invocation for all of its timeout. Each caller picks its budget
 * (call-budgets.ts): API routes and jobs the `request` one, Cognito triggers `trigger`, large S3 writes `uploadPart`.
 * Inside an API request each attempt also ends at the request's deadline (request-deadline.ts).
 */
export function awsClientOptions(budget: CallBudget = CALL_BUDGETS.request) {
  const { connectionTimeout, requestTimeout, maxAttempts } = budget;
  // The handler sets throwOnRequestTimeout: without it the SDK only logs a warning when requestTimeout passes.
  return { maxAttempts, requestHandler: new DeadlineHttpHandler({ connectionTimeout, requestTimeout }) };
}
