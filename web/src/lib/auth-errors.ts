import { passwordRuleText } from '@shop/shared/accounts/password-policy';
import { SIGN_IN_BACKOFF } from '@shop/shared/accounts/sign-in-backoff';
import { currentLanguage, t } from '../i18n/i18n.ts';
import { msg } from '../i18n/msg.ts';

/**
 * Cognito's errors (as Amplify throws them: an Error whose `name` is the exception) turned into what a person
 * can act on. 'Network error occurred' is said for a real network failure only, never for a refusal the person could
 * act on.
 */

/** Where the error happened: the same exception means different things on different forms. */
export type AuthAction = 'login' | 'signup' | 'verify' | 'resend' | 'forgot' | 'reset' | 'change-password';

export interface AuthProblem {
  message: string;
  /** A way out the form should offer: verify the email (with a resend), or log in instead of signing up. */
  remedy?: 'verify' | 'login' | 'resend';
}

export const NETWORK_ERROR_TEXT = msg('Network error occurred');
export const UNEXPECTED_ERROR_TEXT = msg('An unexpected error occurred');
export const TOO_MANY_ATTEMPTS_TEXT = msg('Too many attempts. Please wait a few minutes and try again.');

export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return /fetch|network|load failed/i.test(error.message);
  // Amplify wraps fetch's TypeError as an error named NetworkError.
  return error instanceof Error && error.name === 'NetworkError';
}

const LOCKED_TEXT = msg(
  'Too many failed sign-ins. For your safety, sign-in is paused for up to {minutes} minutes: please try again after {time}, or reset your password.',
);
const BUSY_TEXT = msg('Too many sign-in attempts from your connection. Please try again after {time}.');

/**
 * When a refused sign-in may be tried again, on the person's clock. Cognito does not say how long its lock lasts, so
 * the longest lock is named: trying earlier may work, trying at that time will.
 */
function tryAgainAfter(text: string, now: Date): string {
  const until = new Date(now.getTime() + SIGN_IN_BACKOFF.maxLockSeconds * 1000);
  const time = new Intl.DateTimeFormat(currentLanguage() === 'fr' ? 'fr-FR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(until);
  // Filled here: the forms show the message through t(), which hands a text it does not know back unchanged.
  // i18next-instrument-ignore-next-line
  return t(text, { minutes: SIGN_IN_BACKOFF.maxLockSeconds / 60, time });
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

export function describeAuthError(error: unknown, action: AuthAction, now: Date = new Date()): AuthProblem {
  if (isNetworkFailure(error)) return { message: NETWORK_ERROR_TEXT };
  const message = errorMessage(error);

  switch (errorName(error)) {
    case 'NotAuthorizedException':
      if (/attempts exceeded/i.test(message)) return { message: tryAgainAfter(LOCKED_TEXT, now) };
      if (action === 'verify' && /confirmed/i.test(message)) {
        return { message: msg('This account is already verified. Please log in.'), remedy: 'login' };
      }
      // Cognito says exactly what was wrong with the current password ("Incorrect username or password.").
      if (action === 'change-password') return { message: message || msg('Your current password is not correct.') };
      return { message: msg('Incorrect email or password.') };
    case 'UserNotFoundException':
      if (action === 'forgot' || action === 'reset' || action === 'resend' || action === 'verify') {
        return { message: msg('We could not find an account with this email.') };
      }
      // Same words as a wrong password, so the form does not tell strangers which emails have accounts.
      return { message: msg('Incorrect email or password.') };
    case 'UserNotConfirmedException':
      return {
        message: msg('Your email is not verified yet. Enter the code we emailed you, or send a new one.'),
        remedy: 'verify',
      };
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return { message: msg('An account with this email already exists. Log in instead?'), remedy: 'login' };
    case 'InvalidPasswordException':
      // Cognito sends it for a password that breaks the rule; the offline emulator also sends it for a wrong one.
      if (/conform|policy|must|length/i.test(message)) return { message: passwordRuleText() };
      if (action === 'login') return { message: msg('Incorrect email or password.') };
      if (action === 'change-password') return { message: msg('Your current password is not correct.') };
      return { message: passwordRuleText() };
    case 'InvalidParameterException':
      if (/password/i.test(message)) return { message: passwordRuleText() };
      if (/email|username/i.test(message)) return { message: msg('Please enter a valid email address.') };
      return { message: msg('Some details were not accepted. Please check them and try again.') };
    case 'TooManyRequestsException':
      if (action === 'login') return { message: tryAgainAfter(BUSY_TEXT, now) };
      return { message: TOO_MANY_ATTEMPTS_TEXT };
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      return { message: TOO_MANY_ATTEMPTS_TEXT };
    case 'CodeMismatchException':
      return { message: msg('That code is not correct. Check the latest email we sent and try again.') };
    case 'ExpiredCodeException':
      return { message: msg('That code has expired. Send a new code and try again.'), remedy: 'resend' };
    case 'CodeDeliveryFailureException':
      return { message: msg('We could not send the code. Please check the email address and try again.') };
    case 'PasswordResetRequiredException':
      return { message: msg('Your password must be reset. Use Forgot password? to choose a new one.') };
    case 'UnsupportedSignInStepError':
      return { message };
    default:
      return { message: UNEXPECTED_ERROR_TEXT };
  }
}
