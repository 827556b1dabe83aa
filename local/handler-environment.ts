import { ENV_NAMES } from '@shop/lambdas/config/env';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './emulators/emulator-clients.ts';

export interface HandlerEnvironmentInput {
  tableName: string;
  planFilesBucket: string;
  imagesBucket: string;
  jwtIssuer: string;
  jwtAudience: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  userPoolId: string;
  cognitoEndpoint: string;
  /** Mail the Lambdas would send through SES is written here instead. */
  mailDir: string;
  siteUrl: string;
}

/** Offline the firm's inbox and sender are made-up addresses: nothing leaves the machine. */
const LOCAL_SHOP_EMAIL = 'shop@tema-house-plans.local';

/** The variables a Lambda reads (ENV_NAMES), set for the emulators, plus the SDK's region and keys. */
export function handlerEnvironment(input: HandlerEnvironmentInput): Record<string, string> {
  return {
    [ENV_NAMES.tableName]: input.tableName,
    [ENV_NAMES.planFilesBucket]: input.planFilesBucket,
    [ENV_NAMES.imagesBucket]: input.imagesBucket,
    [ENV_NAMES.jwtIssuer]: input.jwtIssuer,
    [ENV_NAMES.jwtAudience]: input.jwtAudience,
    [ENV_NAMES.dynamodbEndpoint]: input.dynamodbEndpoint,
    [ENV_NAMES.s3Endpoint]: input.s3Endpoint,
    [ENV_NAMES.userPoolId]: input.userPoolId,
    [ENV_NAMES.cognitoEndpoint]: input.cognitoEndpoint,
    [ENV_NAMES.mailDir]: input.mailDir,
    [ENV_NAMES.siteUrl]: input.siteUrl,
    [ENV_NAMES.senderEmail]: LOCAL_SHOP_EMAIL,
    [ENV_NAMES.contactEmail]: LOCAL_SHOP_EMAIL,
    // The stand-in's made-up public key: the admin settings page shows it read-only.
    [ENV_NAMES.paystackPublicKey]: 'pk_test_offline_stand_in',
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  };
}
