import { describe, expect, it } from 'vitest';
import { describeAuthError, NETWORK_ERROR_TEXT, UNEXPECTED_ERROR_TEXT } from '../src/lib/auth-errors.ts';

/** Amplify throws Cognito's exceptions as errors whose name is the exception. */
function cognitoError(name: string, message = ''): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('describeAuthError', () => {
  it('says the email or password is wrong, not that the network failed', () => {
    // Act
    const problem = describeAuthError(
      cognitoError('NotAuthorizedException', 'Incorrect username or password.'),
      'login',
    );

    // Assess
    expect(problem.message).toBe('Incorrect email or password.');
  });

  it('gives an unknown email the same words as a wrong password on login', () => {
    // Act
    const problem = describeAuthError(cognitoError('UserNotFoundException', 'User does not exist.'), 'login');

    // Assess
    expect(problem.message).toBe('Incorrect email or password.');
  });

  it('tells someone locked out by failed attempts when to try again, on their clock', () => {
    // Prepare: 10:07 local time; Cognito's longest lock is 15 minutes.
    const now = new Date(2026, 10, 28, 10, 7, 30);

    // Act
    const problem = describeAuthError(
      cognitoError('NotAuthorizedException', 'Password attempts exceeded'),
      'login',
      now,
    );

    // Assess
    expect(problem.message).toBe(
      'Too many failed sign-ins. For your safety, sign-in is paused for up to 15 minutes: please try again after 10:22, or reset your password.',
    );
  });

  it('tells a connection refused for too many sign-ins when to try again', () => {
    const problem = describeAuthError(
      cognitoError('TooManyRequestsException', 'Too many requests'),
      'login',
      new Date(2026, 10, 28, 23, 50),
    );

    expect(problem.message).toBe('Too many sign-in attempts from your connection. Please try again after 00:05.');
  });

  it('offers the verification step to an unverified account', () => {
    // Act
    const problem = describeAuthError(cognitoError('UserNotConfirmedException', 'User is not confirmed.'), 'login');

    // Assess
    expect(problem.remedy).toBe('verify');
    expect(problem.message).toContain('not verified');
  });

  it('suggests logging in when the email already has an account', () => {
    // Act
    const problem = describeAuthError(cognitoError('UsernameExistsException', 'User already exists'), 'signup');

    // Assess
    expect(problem).toEqual({ message: 'An account with this email already exists. Log in instead?', remedy: 'login' });
  });

  it("states the pool's password rule for a weak password", () => {
    // Act
    const problem = describeAuthError(
      cognitoError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough'),
      'signup',
    );

    // Assess
    expect(problem.message).toBe(
      'Password must be at least 8 characters and include an uppercase letter, a lowercase letter and a number.',
    );
  });

  it("reads the offline emulator's InvalidPasswordException on login as a wrong password", () => {
    // Act
    const login = describeAuthError(cognitoError('InvalidPasswordException', 'Invalid password'), 'login');
    const change = describeAuthError(cognitoError('InvalidPasswordException', 'Invalid password'), 'change-password');

    // Assess
    expect(login.message).toBe('Incorrect email or password.');
    expect(change.message).toBe('Your current password is not correct.');
  });

  it.each(['LimitExceededException', 'TooManyRequestsException'])('asks to wait after %s', (name) => {
    // Act
    const problem = describeAuthError(cognitoError(name), 'resend');

    // Assess
    expect(problem.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('separates a wrong code from an expired one, which offers a new code', () => {
    // Act
    const wrong = describeAuthError(cognitoError('CodeMismatchException'), 'verify');
    const expired = describeAuthError(cognitoError('ExpiredCodeException'), 'verify');

    // Assess
    expect(wrong.message).toContain('not correct');
    expect(expired.message).toContain('expired');
    expect(expired.remedy).toBe('resend');
  });

  it("passes on Cognito's own words when the current password is wrong on change-password", () => {
    // Act
    const problem = describeAuthError(
      cognitoError('NotAuthorizedException', 'Incorrect username or password.'),
      'change-password',
    );

    // Assess
    expect(problem.message).toBe('Incorrect username or password.');
  });

  it('says Network error occurred only for a real network failure', () => {
    // Act
    const fetchFailure = describeAuthError(new TypeError('Failed to fetch'), 'login');
    const amplifyNetwork = describeAuthError(cognitoError('NetworkError', 'A network error has occurred.'), 'login');
    const otherTypeError = describeAuthError(
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      'login',
    );

    // Assess
    expect(fetchFailure.message).toBe(NETWORK_ERROR_TEXT);
    expect(amplifyNetwork.message).toBe(NETWORK_ERROR_TEXT);
    expect(otherTypeError.message).toBe(UNEXPECTED_ERROR_TEXT);
  });

  it('falls back to An unexpected error occurred for anything else', () => {
    // Act
    const problem = describeAuthError(cognitoError('InternalErrorException', 'boom'), 'signup');

    // Assess
    expect(problem.message).toBe('An unexpected error occurred');
  });
});
