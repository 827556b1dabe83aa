import { ENV_NAMES, requiredEnv } from '../config/env.ts';

/**
 * Verifies Cognito tokens in the Lambda, for routes where signing in is optional (API Gateway's JWT
 * authorizer cannot be optional). JwtVerifier (the package's JwtRsaVerifier) rather than CognitoJwtVerifier so
 * the same code accepts cognito-local's issuer offline; the fetcher uses fetch so an http JWKS URL works there
 * too. It comes from its own entry point, so the bundle leaves out the Cognito and ALB verifiers that the
 * package's index re-exports.
 * aws-jwt-verify is imported on the first token, so a cold start for an anonymous visitor (most catalogue
 * traffic) does not load it.
 */
let verifier: ReturnType<typeof createVerifier> | undefined;

/** A slow key endpoint must not hold a request for the Lambda's whole 10 s. */
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

async function createVerifier() {
  const [{ JwtVerifier }, { SimpleJwksCache }] = await Promise.all([
    import('aws-jwt-verify/jwt-verifier'),
    import('aws-jwt-verify/jwk'),
  ]);
  const issuer = requiredEnv(ENV_NAMES.jwtIssuer);
  const clientId = requiredEnv(ENV_NAMES.jwtAudience);
  return JwtVerifier.create(
    {
      issuer,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      // ID tokens name the client in `aud`, access tokens in `client_id`; API Gateway accepts either.
      audience: null,
      customJwtCheck: ({ payload }) => {
        if (payload.aud !== clientId && payload.client_id !== clientId) throw new Error('Token is for another client');
      },
    },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: { fetch: fetchJwks },
      }),
    },
  );
}

export async function verifyToken(token: string): Promise<Record<string, unknown>> {
  // A failed set-up (a missing setting) is not cached, so the next request tries again.
  verifier ??= createVerifier().catch((error: unknown) => {
    verifier = undefined;
    throw error;
  });
  return (await (await verifier).verify(token)) as Record<string, unknown>;
}
