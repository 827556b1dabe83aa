import { checkTokenTimes } from './token-times.ts';

/**
 * The one check of a Cognito token, used by the Lambdas (routes where signing in is optional, which API
 * Gateway's JWT authorizer cannot do) and by the offline stack's stand-in for that authorizer (local/), so the
 * two accept exactly the same tokens: RS256 signature against the issuer's keys, issuer, expiry, an ID or
 * access token (`token_use`), and the app client in `aud` (ID tokens) or `client_id` (access tokens).
 *
 * JwtVerifier (the package's JwtRsaVerifier) rather than CognitoJwtVerifier so the same code accepts
 * cognito-local's issuer offline; the key fetcher is the caller's, since aws-jwt-verify's own refuses the http
 * key URL cognito-local serves. The package comes from its own entry points, imported on the first token, so
 * a bundle leaves out the Cognito and ALB verifiers its index re-exports, and a cold start for an anonymous
 * visitor (most catalogue traffic) does not load it.
 */
export interface JwtVerifierOptions {
  issuer: string;
  /** The app client id. */
  clientId: string;
  /** Fetches the issuer's key set (JWKS) at `uri`. */
  fetchJwks: (uri: string) => Promise<ArrayBuffer>;
}

export type VerifyJwt = (token: string) => Promise<Record<string, unknown>>;

/**
 * The claims API Gateway's authorizer checks besides signature and issuer (an expiry that is there, an issue time
 * that is not ahead of our clock), and the kind of token and its client; throws when one fails.
 */
export function checkCognitoClaims(payload: Record<string, unknown>, clientId: string): void {
  checkTokenTimes(payload);
  if (payload.token_use !== 'id' && payload.token_use !== 'access') throw new Error('Not an ID or access token');
  if (payload.aud !== clientId && payload.client_id !== clientId)
    throw new Error('Token was issued for another client');
}

async function createVerifier({ issuer, clientId, fetchJwks }: JwtVerifierOptions) {
  const [{ JwtVerifier }, { SimpleJwksCache }] = await Promise.all([
    import('aws-jwt-verify/jwt-verifier'),
    import('aws-jwt-verify/jwk'),
  ]);
  return JwtVerifier.create(
    {
      issuer,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      // The client is checked below, in `aud` or `client_id` depending on the kind of token.
      audience: null,
      customJwtCheck: ({ payload }) => checkCognitoClaims(payload, clientId),
    },
    { jwksCache: new SimpleJwksCache({ fetcher: { fetch: fetchJwks } }) },
  );
}

/** A verifier that resolves to the token's claims, or throws when the token is refused or the keys are unreachable. */
export function jwtVerifier(options: () => JwtVerifierOptions): VerifyJwt {
  let verifier: ReturnType<typeof createVerifier> | undefined;
  return async (token) => {
    // A failed set-up (a missing setting) is not cached, so the next call tries again.
    verifier ??= Promise.resolve()
      .then(() => createVerifier(options()))
      .catch((error: unknown) => {
        verifier = undefined;
        throw error;
      });
    return (await (await verifier).verify(token)) as Record<string, unknown>;
  };
}
