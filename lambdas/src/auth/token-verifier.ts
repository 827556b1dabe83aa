import { ENV_NAMES, requiredEnv } from '../config/env.ts';
import { jwtVerifier, type VerifyJwt } from './jwt-verifier.ts';

/**
 * The Lambdas' token check for routes where signing in is optional (jwt-verifier.ts holds the check itself,
 * shared with the offline stack's authorizer): settings from the environment, and a key fetch that gives up
 * in time and reports an outage as such. A slow key endpoint must not hold a request for the Lambda's whole 10 s.
 */
export const JWKS_FETCH_TIMEOUT_MS = 1_500;

/** The token could not be checked because Cognito's keys could not be had: an outage, not a bad token. */
export class IdentityUnavailableError extends Error {
  override name = 'IdentityUnavailableError';
}

async function fetchJwks(uri: string): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(uri, { signal: AbortSignal.timeout(JWKS_FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new IdentityUnavailableError(`The token keys could not be fetched: ${String(error)}`, { cause: error });
  }
  if (!response.ok) throw new IdentityUnavailableError(`The token keys answered ${response.status}`);
  return response.arrayBuffer();
}

/**
 * Built on the first call, never at module load: a module-level call could not be tree-shaken, and every bundle
 * (the signed-in routes too, through resolve-caller's import of IdentityUnavailableError) would carry aws-jwt-verify.
 */
let verify: VerifyJwt | undefined;

export function verifyToken(token: string): Promise<Record<string, unknown>> {
  verify ??= jwtVerifier(() => ({
    issuer: requiredEnv(ENV_NAMES.jwtIssuer),
    clientId: requiredEnv(ENV_NAMES.jwtAudience),
    fetchJwks,
  }));
  return verify(token);
}
