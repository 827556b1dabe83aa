import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { ENV_NAMES, requiredEnv } from '../config/env.ts';

/**
 * Verifies Cognito tokens in the Lambda, for routes where signing in is optional (API Gateway's JWT
 * authorizer cannot be optional). JwtRsaVerifier rather than CognitoJwtVerifier so the same code
 * accepts cognito-local's issuer offline; the fetcher uses fetch so an http JWKS URL works there too.
 */
let verifier: ReturnType<typeof createVerifier> | undefined;

function createVerifier() {
  const issuer = requiredEnv(ENV_NAMES.jwtIssuer);
  const clientId = requiredEnv(ENV_NAMES.jwtAudience);
  return JwtRsaVerifier.create(
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
        fetcher: { fetch: (uri: string) => fetch(uri).then((response) => response.arrayBuffer()) },
      }),
    },
  );
}

export async function verifyToken(token: string): Promise<Record<string, unknown>> {
  verifier ??= createVerifier();
  return (await verifier.verify(token)) as Record<string, unknown>;
}
