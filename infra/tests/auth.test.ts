import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { APP_CLIENT, ROLE_GROUPS, USER_POOL } from '../src/definitions/auth-definition.ts';
import { STACK_NAME, shopTemplate } from './support/synth.ts';
import { resourcesOfType } from './support/template-queries.ts';

describe('the user pool', () => {
  const template = shopTemplate();

  it('signs people in by email, lets them sign up and verifies their address', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: USER_POOL.passwordPolicy.minLength }) },
    });
  });

  it('lets each user add an authenticator app (TOTP) as a second factor, and offers no SMS codes', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('turns on Cognito threat protection (Plus plan, enforced) by default, and the setting can make it audit only', () => {
    const poolOf = (threatProtection?: 'audit') => {
      const pools = resourcesOfType(
        threatProtection ? shopTemplate({ threatProtection }) : template,
        'AWS::Cognito::UserPool',
      );
      return Object.values(pools)[0]?.Properties ?? {};
    };

    expect(poolOf()).toMatchObject({
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
    expect(poolOf('audit')).toMatchObject({ UserPoolTier: 'PLUS', UserPoolAddOns: { AdvancedSecurityMode: 'AUDIT' } });
  });

  it('has the admin and super_admin groups', () => {
    const groups = Object.values(resourcesOfType(template, 'AWS::Cognito::UserPoolGroup')).map(
      (group) => group.Properties.GroupName,
    );

    expect(groups.sort()).toEqual([...ROLE_GROUPS].sort());
  });

  it('defines no custom attribute, so no attribute can hold a role', () => {
    const [pool] = Object.values(resourcesOfType(template, 'AWS::Cognito::UserPool'));

    const schema = (pool.Properties.Schema ?? []) as { Name: string }[];

    expect(schema.filter((attribute) => !isStandardAttribute(attribute.Name))).toEqual([]);
  });

  it('gives the web client the sign-in flows, no secret, and write access to exactly the defined attributes', () => {
    const [client] = Object.values(resourcesOfType(template, 'AWS::Cognito::UserPoolClient'));

    expect(client.Properties.GenerateSecret).toBe(false);
    expect([...(client.Properties.ExplicitAuthFlows as string[])].sort()).toEqual([...APP_CLIENT.authFlows].sort());
    expect([...(client.Properties.WriteAttributes as string[])].sort()).toEqual(
      [...USER_POOL.userWritableAttributes].sort(),
    );
    expect([...(client.Properties.ReadAttributes as string[])].sort()).toEqual(
      [...USER_POOL.userReadableAttributes].sort(),
    );
    expect(client.Properties.AllowedOAuthFlowsUserPoolClient).toBe(false);
  });

  it('uses Cognito’s own sender until a contact email is configured, then sends through SES from it', () => {
    const withEmail = shopTemplate({ contactEmail: 'hello@example.com' });

    template.hasResourceProperties('AWS::Cognito::UserPool', { EmailConfiguration: Match.absent() });
    withEmail.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'DEVELOPER', From: 'hello@example.com' },
    });
  });

  it('runs the new-user notice on PostConfirmation, a function that may use the table and send mail', () => {
    const withEmail = shopTemplate({ contactEmail: 'hello@example.com' });
    const [functionId] = Object.entries(resourcesOfType(withEmail, 'AWS::Lambda::Function')).find(
      ([, fn]) => fn.Properties.FunctionName === `${STACK_NAME}-new-user-notice`,
    ) ?? [undefined];

    expect(functionId).toBeDefined();
    withEmail.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PostConfirmation: { 'Fn::GetAtt': [functionId, 'Arn'] } },
    });
    withEmail.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
    });
    const policies = Object.values(resourcesOfType(withEmail, 'AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.Roles).includes('NewUserNoticeFunctionRole'),
    );
    const actions = policies.flatMap((policy) =>
      (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.flatMap(
        (statement) => statement.Action,
      ),
    );
    expect(actions).toContain('ses:SendEmail');
    expect(actions).toContain('dynamodb:GetItem');
    // It writes the sign-up's names into the new user's profile.
    expect(actions).toContain('dynamodb:UpdateItem');
    expect(actions.filter((action) => action.startsWith('cognito-idp:'))).toEqual([]);
  });

  it('writes the account mails with the CustomMessage trigger, a function with no AWS access but its own log', () => {
    const [functionId] = Object.entries(resourcesOfType(template, 'AWS::Lambda::Function')).find(
      ([, fn]) => fn.Properties.FunctionName === `${STACK_NAME}-account-messages`,
    ) ?? [undefined];

    expect(functionId).toBeDefined();
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: Match.objectLike({ CustomMessage: { 'Fn::GetAtt': [functionId, 'Arn'] } }),
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
    });
    const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.Roles).includes('AccountMessagesFunctionRole'),
    );
    const actions = policies.flatMap((policy) =>
      (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.flatMap(
        (statement) => statement.Action,
      ),
    );
    expect(actions.filter((action) => !action.startsWith('logs:') && !action.startsWith('xray:'))).toEqual([]);
  });

  it('lets the web client write the user’s locale, the language of their account mails', () => {
    const [client] = Object.values(resourcesOfType(template, 'AWS::Cognito::UserPoolClient'));

    expect(client.Properties.WriteAttributes).toContain('locale');
  });
});

/** Cognito's standard (OpenID Connect) attributes; anything else in the schema is a custom attribute. */
const STANDARD_ATTRIBUTES = new Set([
  'address',
  'birthdate',
  'email',
  'email_verified',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'phone_number_verified',
  'picture',
  'preferred_username',
  'profile',
  'updated_at',
  'website',
  'zoneinfo',
]);

function isStandardAttribute(name: string): boolean {
  return STANDARD_ATTRIBUTES.has(name);
}
