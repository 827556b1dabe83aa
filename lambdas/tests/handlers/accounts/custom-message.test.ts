import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/accounts/custom-message.ts';

const CODE = '{####}';
const USERNAME = '{username}';

function cognitoEvent(
  triggerSource: CustomMessageTriggerEvent['triggerSource'],
  locale?: string,
): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_pool',
    userName: 'c1a2b3',
    triggerSource,
    callerContext: { awsSdkVersion: '3', clientId: 'web' },
    request: {
      userAttributes: { sub: 'c1a2b3', email: 'afi@example.com', ...(locale ? { locale } : {}) },
      codeParameter: CODE,
      linkParameter: '{##Click Here##}',
      usernameParameter: triggerSource === 'CustomMessage_AdminCreateUser' ? USERNAME : null,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

/** The mail's words as a person reads them: the tags taken out. */
const readable = (html: string | null) => (html ?? '').replace(/<[^>]+>/g, ' ').replace(/[ \n]+/g, ' ');
const occurrences = (text: string | null, part: string) => (text ?? '').split(part).length - 1;

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://temahouseplans.com/');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Cognito CustomMessage: the account mails in the user’s language', () => {
  it('writes the sign-up code mail in French for a user whose locale is French, keeping the code placeholder once', async () => {
    // Act
    const { response } = await handler(cognitoEvent('CustomMessage_SignUp', 'fr'));

    // Assess
    expect(response.emailSubject).toBe('Votre code de vérification Tema House Plans');
    const text = readable(response.emailMessage);
    expect(text).toContain('Bienvenue chez Tema House Plans\u202f!');
    expect(text).toContain('saisissez ce code sur notre site\u202f: {####}');
    expect(text).toContain('Ce code est valable 24\u00a0heures.');
    expect(text).toContain('Des questions\u202f? Appelez-nous au +233 24 000 1234.');
    expect(occurrences(response.emailMessage, CODE)).toBe(1);
    expect(text).not.toMatch(/verification code|Welcome/);
  });

  it('writes the sign-up code mail in English without a locale or with another language', async () => {
    for (const locale of [undefined, 'en', 'en-GB', 'es']) {
      // Act
      const { response } = await handler(cognitoEvent('CustomMessage_SignUp', locale));

      // Assess
      expect(response.emailSubject).toBe('Your Tema House Plans verification code');
      expect(readable(response.emailMessage)).toContain('enter this code on our website: {####}');
      expect(occurrences(response.emailMessage, CODE)).toBe(1);
    }
  });

  it.each([
    [
      'CustomMessage_ResendCode',
      'Your new Tema House Plans verification code',
      'Votre nouveau code de vérification Tema House Plans',
      'Voici votre nouveau code pour confirmer votre adresse e-mail\u202f: {####}',
    ],
    [
      'CustomMessage_ForgotPassword',
      'Reset your Tema House Plans password',
      'Réinitialisez votre mot de passe Tema House Plans',
      'pour choisir un nouveau mot de passe\u202f: {####} Ce code est valable 1\u00a0heure.',
    ],
    [
      'CustomMessage_UpdateUserAttribute',
      'Confirm your email address for Tema House Plans',
      'Confirmez votre adresse e-mail pour Tema House Plans',
      'confirmer votre adresse e-mail\u202f: {####}',
    ],
    [
      'CustomMessage_VerifyUserAttribute',
      'Confirm your email address for Tema House Plans',
      'Confirmez votre adresse e-mail pour Tema House Plans',
      'confirmer votre adresse e-mail\u202f: {####}',
    ],
  ] as const)(
    'writes %s in English and in French (fr-CI counts as French), with the code',
    async (source, english, french, frenchWords) => {
      // Act
      const en = await handler(cognitoEvent(source));
      const fr = await handler(cognitoEvent(source, 'fr-CI'));

      // Assess
      expect(en.response.emailSubject).toBe(english);
      expect(fr.response.emailSubject).toBe(french);
      expect(readable(fr.response.emailMessage)).toContain(frenchWords);
      expect(occurrences(en.response.emailMessage, CODE)).toBe(1);
      expect(occurrences(fr.response.emailMessage, CODE)).toBe(1);
    },
  );

  it('keeps both the user name and the temporary password placeholders in the invitation, with the sign-in page', async () => {
    // Act
    const en = await handler(cognitoEvent('CustomMessage_AdminCreateUser'));
    const fr = await handler(cognitoEvent('CustomMessage_AdminCreateUser', 'fr'));

    // Assess
    expect(en.response.emailSubject).toBe('Your invitation to Tema House Plans');
    expect(readable(en.response.emailMessage)).toContain(
      'Sign in at https://temahouseplans.com/ with your email address and this temporary password: {####} Your user name: {username}',
    );
    expect(fr.response.emailSubject).toBe('Votre invitation à Tema House Plans');
    expect(readable(fr.response.emailMessage)).toContain(
      'Connectez-vous sur https://temahouseplans.com/fr avec votre adresse e-mail et ce mot de passe temporaire\u202f: {####}',
    );
    for (const { response } of [en, fr]) {
      expect(occurrences(response.emailMessage, CODE)).toBe(1);
      expect(occurrences(response.emailMessage, USERNAME)).toBe(1);
    }
  });

  it('says "on our website" in the invitation when it does not know the shop’s address', async () => {
    // Prepare
    vi.stubEnv('SITE_URL', '');

    // Act
    const { response } = await handler(cognitoEvent('CustomMessage_AdminCreateUser'));

    // Assess
    expect(readable(response.emailMessage)).toContain('Sign in on our website with your email address');
  });

  it('shows the code on its own line, large, in an HTML mail', async () => {
    // Act
    const { response } = await handler(cognitoEvent('CustomMessage_ForgotPassword', 'fr'));

    // Assess
    expect(response.emailMessage).toContain('<p style="font-size:24px;font-weight:bold;letter-spacing:4px">{####}</p>');
    expect(response.emailMessage?.startsWith('<p>')).toBe(true);
  });

  it('leaves a message the shop does not write (an MFA code) to Cognito, untouched', async () => {
    // Act
    const { response } = await handler(cognitoEvent('CustomMessage_Authentication', 'fr'));

    // Assess
    expect(response).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
  });
});
