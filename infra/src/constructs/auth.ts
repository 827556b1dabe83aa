import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  type StandardAttributesMask,
  StandardThreatProtectionMode,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { APP_CLIENT, ROLE_GROUPS, USER_POOL } from '../definitions/auth-definition.ts';
import { FUNCTION_BUDGETS } from '../definitions/call-sequences.ts';
import { ACCOUNT_MESSAGES_TRIGGER, NEW_USER_TRIGGER } from '../definitions/cognito-triggers.ts';
import type { ThreatProtection } from '../settings.ts';
import { ShopFunction, type ShopResources } from './shop-function.ts';

export interface AuthProps {
  /** When set, Cognito sends its emails from this SES-verified address instead of its own sender. */
  contactEmail?: string;
  /** Cognito threat protection (settings.ts); without it, `enforce`. */
  threatProtection?: ThreatProtection;
}

/**
 * Threat protection needs the Plus plan. Cognito's own lockout after failed sign-ins (5 free, then 1 s doubling to
 * about 15 minutes) works in either mode.
 */
const THREAT_PROTECTION_MODES: Record<ThreatProtection, StandardThreatProtectionMode> = {
  enforce: StandardThreatProtectionMode.FULL_FUNCTION,
  audit: StandardThreatProtectionMode.AUDIT_ONLY,
};

/** Cognito attribute names from the definition, in CDK's spelling. */
const STANDARD_ATTRIBUTE_KEYS = {
  email: 'email',
  email_verified: 'emailVerified',
  given_name: 'givenName',
  family_name: 'familyName',
  picture: 'profilePicture',
  phone_number: 'phoneNumber',
  locale: 'locale',
} as const satisfies Record<string, keyof StandardAttributesMask>;

type DefinedAttribute = keyof typeof STANDARD_ATTRIBUTE_KEYS;

function clientAttributes(names: readonly DefinedAttribute[]): ClientAttributes {
  const mask: StandardAttributesMask = Object.fromEntries(names.map((name) => [STANDARD_ATTRIBUTE_KEYS[name], true]));
  return new ClientAttributes().withStandardAttributes(mask);
}

/** The user pool, its web app client and the role groups, built from auth-definition.ts. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { passwordPolicy } = USER_POOL;
    const threatMode = THREAT_PROTECTION_MODES[props.threatProtection ?? 'enforce'];

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
      mfa: USER_POOL.mfa === 'OPTIONAL' ? Mfa.OPTIONAL : Mfa.REQUIRED,
      mfaSecondFactor: { otp: USER_POOL.mfaFactors.includes('SOFTWARE_TOKEN_MFA'), sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Sign-ins, sign-ups and password changes scored for risk (adaptive authentication) and checked against
      // leaked credentials, on top of the lockout; the per-address guard against guessing on AWS.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: threatMode,
      email: props.contactEmail ? UserPoolEmail.withSES({ fromEmail: props.contactEmail }) : undefined,
      // Accounts and their purchases outlive a stack teardown, and nobody deletes the pool by mistake.
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
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
      // Cognito gives up after 5 s (and tries again): running on past that would only send a second mail.
      tuning: { timeout: Duration.seconds(FUNCTION_BUDGETS['new-user-notice'].timeoutSeconds) },
    });
    this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, fn);
    return fn;
  }

  /**
   * Account mails in the user's language: Cognito asks this function for the subject and body of every code and
   * invitation mail. Like the new-user notice it gets the site's address only when it is a custom domain (the
   * invitation then links to it), and no token issuer.
   */
  writeAccountMessages(resources: ShopResources, siteUrl: string): ShopFunction {
    const fn = new ShopFunction(this, 'AccountMessagesFunction', {
      route: ACCOUNT_MESSAGES_TRIGGER,
      resources: { ...resources, siteUrl },
      jwt: { issuer: '', audience: '' },
      tuning: { timeout: Duration.seconds(FUNCTION_BUDGETS['account-messages'].timeoutSeconds) },
    });
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, fn);
    return fn;
  }
}
