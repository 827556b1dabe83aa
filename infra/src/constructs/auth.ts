import type { RouteDefinition } from '@shop/shared/api/routes';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  ClientAttributes,
  type StandardAttributesMask,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import * as z from 'zod/mini';
import { APP_CLIENT, ROLE_GROUPS, USER_POOL } from '../definitions/auth-definition.ts';
import { ShopFunction, type ShopResources } from './shop-function.ts';

export interface AuthProps {
  /** When set, Cognito sends its emails from this SES-verified address instead of its own sender. */
  contactEmail?: string;
}

/** Cognito attribute names from the definition, in CDK's spelling. */
const STANDARD_ATTRIBUTE_KEYS = {
  email: 'email',
  email_verified: 'emailVerified',
  given_name: 'givenName',
  family_name: 'familyName',
  picture: 'profilePicture',
  phone_number: 'phoneNumber',
} as const satisfies Record<string, keyof StandardAttributesMask>;

type DefinedAttribute = keyof typeof STANDARD_ATTRIBUTE_KEYS;

function clientAttributes(names: readonly DefinedAttribute[]): ClientAttributes {
  const mask: StandardAttributesMask = Object.fromEntries(names.map((name) => [STANDARD_ATTRIBUTE_KEYS[name], true]));
  return new ClientAttributes().withStandardAttributes(mask);
}

/**
 * Cognito's PostConfirmation trigger as a route-like row, so it gets the same function construct,
 * bundling and least-privilege grants as the API's functions: it reads the settings and sends one mail.
 */
export const NEW_USER_TRIGGER: RouteDefinition = {
  name: 'new-user-notice',
  method: 'POST',
  path: '/trigger/post-confirmation',
  auth: 'public',
  handler: 'accounts/post-confirmation',
  access: { table: 'read', email: 'send' },
  request: {},
  response: z.unknown(),
};

/** The user pool, its web app client and the role groups, built from auth-definition.ts. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { passwordPolicy } = USER_POOL;

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: USER_POOL.signInWith === 'email' },
      selfSignUpEnabled: USER_POOL.selfSignUp,
      autoVerify: { email: USER_POOL.autoVerify.includes('email') },
      passwordPolicy: {
        minLength: passwordPolicy.minLength,
        requireLowercase: passwordPolicy.requireLowercase,
        requireUppercase: passwordPolicy.requireUppercase,
        requireDigits: passwordPolicy.requireDigits,
        requireSymbols: passwordPolicy.requireSymbols,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      email: props.contactEmail ? UserPoolEmail.withSES({ fromEmail: props.contactEmail }) : undefined,
      // Accounts and their purchases outlive a stack teardown.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: APP_CLIENT.name,
      generateSecret: APP_CLIENT.generateSecret,
      // CDK always adds ALLOW_REFRESH_TOKEN_AUTH once any flow is enabled.
      authFlows: {
        userPassword: APP_CLIENT.authFlows.includes('ALLOW_USER_PASSWORD_AUTH'),
        userSrp: APP_CLIENT.authFlows.includes('ALLOW_USER_SRP_AUTH'),
      },
      readAttributes: clientAttributes(USER_POOL.userReadableAttributes),
      writeAttributes: clientAttributes(USER_POOL.userWritableAttributes),
      // The app signs in with the API, never through the hosted UI, so no OAuth flows or callback URLs.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      refreshTokenValidity: Duration.days(30),
    });

    // Roles are groups (never a user-writable attribute), so only an administrator call can grant one.
    ROLE_GROUPS.forEach((groupName, precedence) => {
      new CfnUserPoolGroup(this, `Group-${groupName}`, {
        userPoolId: this.userPool.userPoolId,
        groupName,
        precedence,
        description: `Shop role ${groupName}`,
      });
    });
  }

  /**
   * New User Registration: mails staff (as the saved settings say) when someone confirms a sign-up.
   * The function must not refer back to the pool (a cycle: the pool names its trigger), so it gets no
   * token issuer, and the site's address only when it is a custom domain (the generated one depends on
   * the API, whose authorizer depends on the pool).
   */
  notifyStaffOfNewUsers(resources: ShopResources, siteUrl: string): ShopFunction {
    const fn = new ShopFunction(this, 'NewUserNoticeFunction', {
      route: NEW_USER_TRIGGER,
      resources: { ...resources, siteUrl },
      jwt: { issuer: '', audience: '' },
    });
    this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, fn);
    return fn;
  }
}
