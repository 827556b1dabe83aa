import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENV_NAMES, optionalEnv, requiredEnv } from '../config/env.ts';
import { awsClientOptions } from '../outbound/aws-client-options.ts';
import { CALL_BUDGETS, type CallBudget } from '../outbound/call-budgets.ts';

/**
 * Created once per Lambda container and budget (a Cognito trigger's is tighter; offline, routes and triggers share a
 * process). Offline, DYNAMODB_ENDPOINT points it at dynalite.
 */
const clients = new Map<CallBudget, DynamoDBDocumentClient>();

export function documentClient(budget: CallBudget = CALL_BUDGETS.request): DynamoDBDocumentClient {
  let client = clients.get(budget);
  if (!client) {
    client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ ...awsClientOptions(budget), endpoint: optionalEnv(ENV_NAMES.dynamodbEndpoint) }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
    clients.set(budget, client);
  }
  return client;
}

export function tableName(): string {
  return requiredEnv(ENV_NAMES.tableName);
}
