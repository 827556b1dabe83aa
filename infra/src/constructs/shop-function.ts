import { join } from 'node:path';
import { checksSecondFactor } from '@shop/lambdas/auth/second-factor';
import { ENV_NAMES } from '@shop/lambdas/config/env';
import type { RouteDefinition } from '@shop/shared/api/routes';
import { SHARE_REQUESTS_PREFIX } from '@shop/shared/pictures/share-image';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { type ILayerVersion, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ROUTE_TIMEOUT_SECONDS } from '../definitions/call-sequences.ts';
import { LAMBDA_BUNDLING } from '../definitions/lambda-bundling.ts';
import { FUNCTION_ARCHITECTURE, FUNCTION_RUNTIME } from '../definitions/lambda-runtime.ts';
import { sesSenderIdentities } from '../definitions/ses-identities.ts';
import { HANDLERS_DIR, LOCK_FILE, REPO_ROOT } from '../paths.ts';

/**
 * Item-level table actions, on the table and its indexes. Narrower than grantReadData /
 * grantReadWriteData: no Scan (every request reads by Query, so IAM enforces it) and no stream reads.
 */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/** Cognito admin actions a route's `identity` access allows. */
export const IDENTITY_READ_ACTIONS = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:ListUsers',
  'cognito-idp:ListUsersInGroup',
] as const;
/** What a staff row may ask Cognito to check its caller's second factor. */
export const SECOND_FACTOR_READ_ACTION = 'cognito-idp:AdminGetUser';
/** A row with `secondFactor: 'manage'`: turn a user's authenticator app on or off, and sign them out after a reset. */
export const SECOND_FACTOR_MANAGE_ACTIONS = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminSetUserMFAPreference',
  'cognito-idp:AdminUserGlobalSignOut',
] as const;
/** A row with `accountClosure: 'close'`: read the account, end its sessions and delete it (the password check needs no grant). */
export const ACCOUNT_CLOSURE_ACTIONS = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminDeleteUser',
] as const;
export const IDENTITY_WRITE_ACTIONS = [
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDisableUser',
  // Removing a role or disabling an account signs the user out everywhere.
  'cognito-idp:AdminUserGlobalSignOut',
] as const;

/** The AWS resources a route's `access` field can name. */
export interface ShopResources {
  table: ITable;
  planFilesBucket: IBucket;
  imagesBucket: IBucket;
  userPool: IUserPool;
  /** Verified SES sender and the firm's inbox; absent until the operator sets a contact email. */
  email?: { sender: string; contact: string };
  /** The shop's public address, for links in mail. */
  siteUrl: string;
  /** The Paystack secret key (routes with `paystack` access read it). */
  paystackSecret?: ISecret;
  /** The plan-file link signer's access key (routes with `planFileLinks` access read it). */
  planFileSigner?: ISecret;
  /** Paystack's public key, for the settings routes to show; absent until the operator sets it. */
  paystackPublicKey?: string;
  /** The CloudFront distribution, for rows whose writes invalidate cached public reads (`edgeCache`). */
  distributionId?: string;
  /**
   * The secret CloudFront sends as x-origin-verify (constructs/origin-secret.ts): only the API's functions get
   * it, as an ARN to read at run time, and they refuse requests without its value.
   */
  originVerifySecret?: ISecret;
  /** How long the function's logs are kept; a month when not given. */
  logRetention?: RetentionDays;
  /** The stage's namespace of the shop's own metrics (shopMetricsNamespace): every function writes there. */
  metricsNamespace: string;
}

/** The top-level stack a construct belongs to, through any nested stacks. */
export function rootStackOf(scope: Construct): Stack {
  let stack = Stack.of(scope);
  while (stack.nestedStackParent) stack = stack.nestedStackParent;
  return stack;
}

export interface ShopFunctionProps {
  route: RouteDefinition;
  resources: ShopResources;
  /** What the handler checks bearer tokens against (it verifies `optional` routes' tokens itself). */
  jwt: { issuer: string; audience: string };
  /** What differs from the routes' defaults: the picture Lambda's memory, each function's timeout. */
  tuning?: {
    memorySize?: number;
    timeout?: Duration;
    layers?: ILayerVersion[];
    /** Packages left out of the bundle because a layer provides them (native binaries). */
    externalModules?: string[];
  };
}

/**
 * One Lambda per route row: fixed runtime, architecture, memory, timeout, X-Ray active tracing, logs
 * kept as the settings say, the environment every handler reads, and only the grants the row's
 * `access` field names.
 */
export class ShopFunction extends NodejsFunction {
  readonly route: RouteDefinition;

  constructor(scope: Construct, id: string, props: ShopFunctionProps) {
    const { route, resources, jwt, tuning = {} } = props;
    // Named after the top-level stack, not a nested one (whose name is generated): ShopStack-list-plans.
    const functionName = `${rootStackOf(scope).stackName}-${route.name}`;
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: resources.logRetention ?? RetentionDays.ONE_MONTH,
      // A retained group with this fixed name would block the next deploy after a teardown.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Its own role instead of AWSLambdaBasicExecutionRole (logs on every group): it writes its own log only.
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );
    super(scope, id, {
      role,
      functionName,
      description: `${route.method} ${route.path}`,
      entry: join(HANDLERS_DIR, `${route.handler}.ts`),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      runtime: FUNCTION_RUNTIME,
      architecture: FUNCTION_ARCHITECTURE,
      memorySize: tuning.memorySize ?? 512,
      timeout: tuning.timeout ?? Duration.seconds(ROUTE_TIMEOUT_SECONDS),
      layers: tuning.layers,
      // Lambda's own tracing rather than the Powertools tracer, whose X-Ray SDK would break the bundle
      // budget (docs/decisions/0011-production-hardening.md).
      tracing: Tracing.ACTIVE,
      logGroup,
      environment: {
        [ENV_NAMES.tableName]: resources.table.tableName,
        [ENV_NAMES.planFilesBucket]: resources.planFilesBucket.bucketName,
        [ENV_NAMES.imagesBucket]: resources.imagesBucket.bucketName,
        [ENV_NAMES.jwtIssuer]: jwt.issuer,
        [ENV_NAMES.jwtAudience]: jwt.audience,
        [ENV_NAMES.siteUrl]: resources.siteUrl,
        [ENV_NAMES.metricsNamespace]: resources.metricsNamespace,
        ...(resources.originVerifySecret
          ? { [ENV_NAMES.originVerifySecretArn]: resources.originVerifySecret.secretArn }
          : {}),
        ...(route.edgeCache && resources.distributionId
          ? { [ENV_NAMES.distributionId]: resources.distributionId }
          : {}),
        ...(route.access.identity ||
        route.access.secondFactor ||
        route.access.accountClosure ||
        checksSecondFactor(route)
          ? { [ENV_NAMES.userPoolId]: resources.userPool.userPoolId }
          : {}),
        ...(route.access.paystack && resources.paystackSecret
          ? { [ENV_NAMES.paystackSecretName]: resources.paystackSecret.secretName }
          : {}),
        ...(route.access.planFileLinks && resources.planFileSigner
          ? { [ENV_NAMES.planFilesSignerSecretName]: resources.planFileSigner.secretName }
          : {}),
        ...(resources.paystackPublicKey ? { [ENV_NAMES.paystackPublicKey]: resources.paystackPublicKey } : {}),
        ...(route.access.email && resources.email
          ? { [ENV_NAMES.senderEmail]: resources.email.sender, [ENV_NAMES.contactEmail]: resources.email.contact }
          : {}),
      },
      // NodejsFunction always bundles for platform node, as LAMBDA_BUNDLING says.
      bundling: {
        minify: LAMBDA_BUNDLING.minify,
        format: LAMBDA_BUNDLING.format === 'cjs' ? OutputFormat.CJS : OutputFormat.ESM,
        target: LAMBDA_BUNDLING.target,
        sourceMap: LAMBDA_BUNDLING.sourcemap,
        externalModules: [...LAMBDA_BUNDLING.external, ...(tuning.externalModules ?? [])],
        mainFields: [...LAMBDA_BUNDLING.mainFields],
        // NodejsFunction has no alias option: esbuild's CLI takes each as --alias:name=path.
        esbuildArgs: { '--alias': Object.entries(LAMBDA_BUNDLING.alias).map(([name, path]) => `${name}=${path}`) },
      },
    });
    this.route = route;
    this.grantRouteAccess(route.access, resources);
    if (checksSecondFactor(route) && !route.access.identity) {
      // Staff rows read whether the caller has a second factor (auth/second-factor.ts): that one action only.
      this.addToRolePolicy(
        new PolicyStatement({ actions: [SECOND_FACTOR_READ_ACTION], resources: [resources.userPool.userPoolArn] }),
      );
    }
    if (route.edgeCache && resources.distributionId) {
      const { account, partition } = Stack.of(this);
      this.addToRolePolicy(
        new PolicyStatement({
          actions: ['cloudfront:CreateInvalidation'],
          resources: [`arn:${partition}:cloudfront::${account}:distribution/${resources.distributionId}`],
        }),
      );
    }
  }

  private grantRouteAccess(access: RouteDefinition['access'], resources: ShopResources): void {
    if (access.table === 'read') resources.table.grant(this, ...TABLE_READ_ACTIONS);
    if (access.table === 'write') resources.table.grant(this, ...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS);
    if (access.planFiles === 'read') resources.planFilesBucket.grantRead(this);
    if (access.planFiles === 'write') resources.planFilesBucket.grantReadWrite(this);
    if (access.images === 'read') resources.imagesBucket.grantRead(this);
    if (access.images === 'write') resources.imagesBucket.grantReadWrite(this);
    if (access.shareRequests === 'write') resources.imagesBucket.grantPut(this, `${SHARE_REQUESTS_PREFIX}*`);
    if (access.identity) {
      const actions =
        access.identity === 'write' ? [...IDENTITY_READ_ACTIONS, ...IDENTITY_WRITE_ACTIONS] : IDENTITY_READ_ACTIONS;
      this.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [resources.userPool.userPoolArn] }));
    }
    if (access.secondFactor) {
      this.addToRolePolicy(
        new PolicyStatement({
          actions: [...SECOND_FACTOR_MANAGE_ACTIONS],
          resources: [resources.userPool.userPoolArn],
        }),
      );
    }
    if (access.accountClosure) {
      this.addToRolePolicy(
        new PolicyStatement({ actions: [...ACCOUNT_CLOSURE_ACTIONS], resources: [resources.userPool.userPoolArn] }),
      );
    }
    if (resources.originVerifySecret) {
      // GetSecretValue alone (grantRead adds DescribeSecret, which the secrets cache never calls).
      this.addToRolePolicy(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [resources.originVerifySecret.secretArn],
        }),
      );
    }
    if (access.paystack) resources.paystackSecret?.grantRead(this);
    if (access.planFileLinks) resources.planFileSigner?.grantRead(this);
    if (access.email && resources.email) {
      const { account, region, partition } = Stack.of(this);
      this.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          // The sender's own identities (address and domain), not every identity in the account.
          resources: sesSenderIdentities(resources.email.sender).map(
            (identity) => `arn:${partition}:ses:${region}:${account}:identity/${identity}`,
          ),
          conditions: { StringEquals: { 'ses:FromAddress': resources.email.sender } },
        }),
      );
    }
  }
}
