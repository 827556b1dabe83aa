import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClientOptions } from '../adapters/aws-client-options.ts';
import { ENV_NAMES, optionalEnv, requiredEnv } from '../config/env.ts';

/** Created once per Lambda container; offline, DYNAMODB_ENDPOINT points it at dynalite. */
let client: DynamoDBDocumentClient | undefined;

export function documentClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ ...awsClientOptions(), endpoint: optionalEnv(ENV_NAMES.dynamodbEndpoint) }),
    {
      marshallOptions: { removeUndefinedValues: true },
    },
  );
  return client;
}

export function tableName(): string {
  return requiredEnv(ENV_NAMES.tableName);
}
