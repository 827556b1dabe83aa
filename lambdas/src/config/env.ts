/**
 * Settings every Lambda reads from its environment. The CDK stack sets them in AWS; the local API
 * adapter sets the same names offline (plus the *_ENDPOINT ones that point the SDK at emulators).
 */
export const ENV_NAMES = {
  tableName: 'TABLE_NAME',
  planFilesBucket: 'PLAN_FILES_BUCKET',
  imagesBucket: 'IMAGES_BUCKET',
  /** Token issuer: https://cognito-idp.{region}.amazonaws.com/{poolId}, or cognito-local's http URL. */
  jwtIssuer: 'JWT_ISSUER',
  /** The app client id tokens must be issued for. */
  jwtAudience: 'JWT_AUDIENCE',
  /** The Cognito user pool, for routes with identity access. */
  userPoolId: 'USER_POOL_ID',
  /** Address the shop's mail is sent from, and the firm's inbox for contact messages. */
  senderEmail: 'SENDER_EMAIL',
  contactEmail: 'CONTACT_EMAIL',
  /** Public address of the shop, for links in mail (https://example.com, no trailing slash). */
  siteUrl: 'SITE_URL',
  /** Paystack's public key (pk_...), shown read-only in the admin Settings; optional. */
  paystackPublicKey: 'PAYSTACK_PUBLIC_KEY',
  /** Paystack's API (https://api.paystack.co; the stand-in's URL offline). */
  paystackBaseUrl: 'PAYSTACK_BASE_URL',
  /** Secrets Manager name of the Paystack secret key (AWS); offline the key itself is in PAYSTACK_SECRET_KEY. */
  paystackSecretName: 'PAYSTACK_SECRET_NAME',
  paystackSecretKey: 'PAYSTACK_SECRET_KEY',
  /** Secrets Manager name of the plan-file link signer's access key ({accessKeyId, secretAccessKey}); unset offline. */
  planFilesSignerSecretName: 'PLAN_FILES_SIGNER_SECRET_NAME',
  /**
   * The secret CloudFront adds to every API request (x-origin-verify); requests without it are refused.
   * On AWS every API function gets the ARN of its Secrets Manager secret; offline the stack puts the
   * secret's document itself in ORIGIN_VERIFY_SECRET (as with Paystack's key). Both unset only in handler
   * unit tests. The document's shape: shared/src/edge/origin-secret.ts.
   */
  originVerifySecretArn: 'ORIGIN_VERIFY_SECRET_ARN',
  originVerifySecret: 'ORIGIN_VERIFY_SECRET',
  /** The CloudFront distribution whose cached public reads write routes invalidate (edge-invalidation.ts). */
  distributionId: 'DISTRIBUTION_ID',
  /**
   * The CloudWatch namespace of the shop's own metrics: the stack sets it per stage on every function, so a
   * staging copy's counts stay out of production's alarms. Unset (offline, tests): production's.
   */
  metricsNamespace: 'METRICS_NAMESPACE',
  /** Offline only: the local edge, which also answers CloudFront's CreateInvalidation. */
  cloudfrontEndpoint: 'CLOUDFRONT_ENDPOINT',
  /** Offline only: emulator endpoints, and the folder where mail is written instead of sent. */
  cognitoEndpoint: 'COGNITO_ENDPOINT',
  mailDir: 'MAIL_DIR',
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  s3Endpoint: 'S3_ENDPOINT',
} as const;

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function optionalEnv(name: string): string | undefined {
  return process.env[name] || undefined;
}

/** The shop's public address for links in mail, without a trailing slash; empty where it is not set. */
export function siteUrlFromEnv(): string {
  return (optionalEnv(ENV_NAMES.siteUrl) ?? '').replace(/\/+$/, '');
}
