import * as z from 'zod/mini';
import { env } from '../config/env.ts';
import { browserStorage, clearAmplifySession, hasAmplifySession } from './stored-values.ts';

/**
 * The one module that talks to Cognito, through Amplify (with auth-account.ts, the calls of the lazy forms).
 * Amplify weighs ~35 KB gzipped, more than the shop's own code on a first visit, so it is never imported statically: `amplify()` loads it the first time
 * authentication is needed (the dialog opens, a saved session is found after first paint, a signed-in call).
 * Everything else in the app sees only the plain functions and types below.
 */

export type AuthFlow = 'srp' | 'password';

export interface AuthSettings {
  userPoolId: string;
  userPoolClientId: string;
  /** The emulator's address offline; unset on AWS. */
  endpoint?: string;
  /** 'password': USER_PASSWORD_AUTH (cognito-local has no SRP); 'srp': Amplify's default. */
  authFlow: AuthFlow;
}

/** What /config.json holds on a deployed site (infra/src/definitions/web-config.ts). */
const WebConfig = z.object({
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  region: z.optional(z.string()),
  authFlow: z._default(z.enum(['srp', 'password']), 'srp'),
  /** Offline only (the offline stack's edge serves it): cognito-local's address. */
  endpoint: z.optional(z.string()),
});

/** Ids from the build (offline stack) when present, else from the deployed site's /config.json. */
export function authSettingsFromEnv(values: typeof env): AuthSettings | undefined {
  const userPoolId = values.VITE_COGNITO_USER_POOL_ID?.trim();
  const userPoolClientId = values.VITE_COGNITO_CLIENT_ID?.trim();
  if (!userPoolId || !userPoolClientId) return undefined;
  const endpoint = values.VITE_COGNITO_ENDPOINT?.trim() || undefined;
  return {
    userPoolId,
    userPoolClientId,
    endpoint,
    authFlow: values.VITE_COGNITO_AUTH_FLOW ?? (endpoint ? 'password' : 'srp'),
  };
}

let settingsPromise: Promise<AuthSettings> | undefined;

export function loadAuthSettings(): Promise<AuthSettings> {
  const fromEnv = authSettingsFromEnv(env);
  if (fromEnv) return Promise.resolve(fromEnv);
  settingsPromise ??= fetch('/config.json', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Sign-in is not configured (config.json answered ${response.status})`);
      return WebConfig.parse(await response.json());
    })
    .then((config) => ({
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      endpoint: config.endpoint,
      authFlow: config.authFlow,
    }))
    .catch((error: unknown) => {
      settingsPromise = undefined; // a network blip must not disable sign-in until the next reload
      throw error;
    });
  return settingsPromise;
}

type AmplifyAuth = typeof import('aws-amplify/auth');
let amplifyPromise: Promise<{ auth: AmplifyAuth; settings: AuthSettings }> | undefined;

/** Loads and configures Amplify once; a failed load (offline, a new deploy) is retried on the next call. */
export function amplify() {
  amplifyPromise ??= Promise.all([loadAuthSettings(), import('aws-amplify'), import('aws-amplify/auth')])
    .then(([settings, { Amplify }, auth]) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: settings.userPoolId,
            userPoolClientId: settings.userPoolClientId,
            ...(settings.endpoint ? { userPoolEndpoint: settings.endpoint } : {}),
          },
        },
      });
      return { auth, settings };
    })
    .catch((error: unknown) => {
      amplifyPromise = undefined;
      throw error;
    });
  return amplifyPromise;
}

/** Starts loading Amplify ahead of need (the dialog opened), so the first click does not wait for it. */
export function preloadAuth(): void {
  amplify().catch(() => undefined);
}

/** Offline (the emulator): no email is sent, so forms say where the code is instead. */
export function isOfflineAuth(): boolean {
  return Boolean(authSettingsFromEnv(env)?.endpoint);
}

/** Whether the browser holds a session Amplify could restore, answered without loading Amplify. */
export function hasSavedSession(): boolean {
  return hasAmplifySession(browserStorage(), authSettingsFromEnv(env)?.userPoolClientId);
}

export interface AuthSession {
  idToken: string;
  /** Cognito sub: the user's id everywhere in the API. */
  sub: string;
  email: string;
  /** `cognito:groups` of the ID token: for display only, the server checks its own copy. */
  groups: string[];
}

function stringClaim(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  return typeof value === 'string' ? value : '';
}

function groupsClaim(payload: Record<string, unknown>): string[] {
  const value = payload['cognito:groups'];
  if (Array.isArray(value)) return value.filter((group): group is string => typeof group === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

/**
 * The current session from Amplify's store, or null when signed out or the tokens cannot be renewed. Never
 * forces a refresh: cognito-local cannot answer one, and Amplify refreshes an expired token by itself.
 */
export async function currentSession(): Promise<AuthSession | null> {
  const { auth } = await amplify();
  let session: Awaited<ReturnType<AmplifyAuth['fetchAuthSession']>>;
  try {
    session = await auth.fetchAuthSession();
  } catch {
    return null;
  }
  const idToken = session.tokens?.idToken;
  if (!idToken) return null;
  const payload = idToken.payload as Record<string, unknown>;
  const sub = stringClaim(payload, 'sub');
  if (!sub) return null;
  return { idToken: idToken.toString(), sub, email: stringClaim(payload, 'email'), groups: groupsClaim(payload) };
}

/** The ID token for an API call, or undefined when signed out; a signed-out visitor never loads Amplify. */
export async function getIdToken(): Promise<string | undefined> {
  if (!hasSavedSession()) return undefined;
  return (await currentSession())?.idToken;
}

/** 'totp-code': the account has an authenticator app; `confirmTotpCode` finishes the sign-in with its code. */
export type SignInOutcome = 'signed-in' | 'confirm-sign-up' | 'reset-password' | 'totp-code';

/** Thrown for a sign-in step this shop does not offer (MFA, a new password set by an administrator). */
export class UnsupportedSignInStepError extends Error {
  constructor(step: string) {
    super(`This account needs a sign-in step the shop does not support yet (${step}). Please contact us.`);
    this.name = 'UnsupportedSignInStepError';
  }
}

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  const { auth, settings } = await amplify();
  const input = {
    username: email.trim(),
    password,
    ...(settings.authFlow === 'password' ? { options: { authFlowType: 'USER_PASSWORD_AUTH' as const } } : {}),
  };
  let result: Awaited<ReturnType<AmplifyAuth['signIn']>>;
  try {
    result = await auth.signIn(input);
  } catch (error) {
    // Someone else is still signed in on this browser (another tab, the admin login): sign them out first.
    if ((error as Error).name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    result = await auth.signIn(input);
  }
  const step = result.nextStep.signInStep;
  if (result.isSignedIn || step === 'DONE') return 'signed-in';
  if (step === 'CONFIRM_SIGN_UP') return 'confirm-sign-up';
  if (step === 'RESET_PASSWORD') return 'reset-password';
  if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'totp-code';
  throw new UnsupportedSignInStepError(step);
}

/** The second step of a sign-in for an account with an authenticator app: the 6-digit code it shows now. */
export async function confirmTotpCode(code: string): Promise<SignInOutcome> {
  const { auth } = await amplify();
  const result = await auth.confirmSignIn({ challengeResponse: code.replace(/\s+/g, '') });
  if (result.isSignedIn || result.nextStep.signInStep === 'DONE') return 'signed-in';
  throw new UnsupportedSignInStepError(result.nextStep.signInStep);
}

/**
 * Writes the language of the account's mails (Cognito's `locale`, decision 0028), when the profile's language is
 * settled; the user changes their own attribute with their own session.
 */
export async function setAccountLocale(language: string): Promise<void> {
  const { auth } = await amplify();
  await auth.updateUserAttributes({ userAttributes: { locale: language } });
}

/**
 * Signs out on this browser. Amplify revokes the refresh token with Cognito; if that call fails (offline, the
 * emulator lacks it) the local tokens are removed anyway, so a sign-out always signs out here.
 */
export async function signOut(): Promise<void> {
  try {
    const { auth } = await amplify();
    await auth.signOut();
  } catch {
    // Handled below: the tokens must go whatever Cognito said.
  } finally {
    const settings = authSettingsFromEnv(env);
    clearAmplifySession(browserStorage(), settings?.userPoolClientId);
  }
}
