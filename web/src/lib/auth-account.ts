import { currentLanguage } from '../i18n/i18n.ts';
import { amplify } from './auth.ts';

/*
 * What only the sign-up, password and two-factor forms ask of Cognito: they load lazily, so these calls stay out of
 * the first screen's JavaScript with them (auth.ts keeps the session, sign-in and sign-out the header needs).
 */

/** Whether the signed-in account has an authenticator app turned on (Cognito's own record, GetUser). */
export async function hasAuthenticatorApp(): Promise<boolean> {
  const { auth } = await amplify();
  const preference = await auth.fetchMFAPreference();
  return preference.enabled?.includes('TOTP') ?? false;
}

export interface AuthenticatorSetup {
  /** The base32 secret, shown as text for apps that cannot scan. */
  secret: string;
  /** The otpauth:// address the QR code carries. */
  uri: string;
}

/** Starts adding an authenticator app to the signed-in account: a new secret, not yet in use. */
export async function startAuthenticatorSetup(issuer: string, accountName: string): Promise<AuthenticatorSetup> {
  const { auth } = await amplify();
  const details = await auth.setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(issuer, accountName).toString() };
}

/** Confirms the app with a code it shows; the factor is turned on afterwards through the API (audited). */
export async function confirmAuthenticatorSetup(code: string): Promise<void> {
  const { auth } = await amplify();
  await auth.verifyTOTPSetup({ code: code.replace(/\s+/g, ''), options: { friendlyDeviceName: 'Authenticator app' } });
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Creates the account; true when Cognito sent a code that must be entered before signing in. The page's language
 * becomes the account's `locale`, so Cognito's mails (this code, a forgotten password) are in it (decision 0028).
 */
export async function signUp(input: SignUpInput): Promise<{ needsConfirmation: boolean }> {
  const { auth } = await amplify();
  const email = input.email.trim();
  const lastName = input.lastName.trim();
  const result = await auth.signUp({
    username: email,
    password: input.password,
    options: {
      userAttributes: {
        email,
        given_name: input.firstName.trim(),
        ...(lastName ? { family_name: lastName } : {}),
        locale: currentLanguage(),
      },
    },
  });
  return { needsConfirmation: result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' };
}

export async function confirmSignUp(email: string, code: string): Promise<void> {
  const { auth } = await amplify();
  await auth.confirmSignUp({ username: email.trim(), confirmationCode: code.trim() });
}

export async function resendSignUpCode(email: string): Promise<void> {
  const { auth } = await amplify();
  await auth.resendSignUpCode({ username: email.trim() });
}

export async function resetPassword(email: string): Promise<void> {
  const { auth } = await amplify();
  await auth.resetPassword({ username: email.trim() });
}

export async function confirmResetPassword(email: string, code: string, newPassword: string): Promise<void> {
  const { auth } = await amplify();
  await auth.confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword });
}

export async function updatePassword(oldPassword: string, newPassword: string): Promise<void> {
  const { auth } = await amplify();
  await auth.updatePassword({ oldPassword, newPassword });
}
