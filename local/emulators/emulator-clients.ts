import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const LOCAL_REGION = 'us-east-1';

/** s3rver checks only the access key id; the other emulators check nothing, but the SDK needs some. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface EmulatorEndpoints {
  dynamodb: string;
  s3: string;
  cognito: string;
}

/** SDK v3 clients pointed at the emulators; for the stack's own setup, tests and benchmarks. */
export function emulatorClients(endpoints: EmulatorEndpoints) {
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamodb = new DynamoDBClient({ ...common, endpoint: endpoints.dynamodb });
  return {
    dynamodb,
    documents: DynamoDBDocumentClient.from(dynamodb, { marshallOptions: { removeUndefinedValues: true } }),
    s3: new S3Client({ ...common, endpoint: endpoints.s3, forcePathStyle: true }),
    cognito: new CognitoIdentityProviderClient({ ...common, endpoint: endpoints.cognito }),
  };
}

export type EmulatorClients = ReturnType<typeof emulatorClients>;

export function destroyClients(clients: EmulatorClients): void {
  clients.documents.destroy();
  clients.dynamodb.destroy();
  clients.s3.destroy();
  clients.cognito.destroy();
}
