import { jwtVerifier } from '@shop/lambdas/auth/jwt-verifier';

export interface JwtAuthorizerOptions {
  /** cognito-local's issuer: http://127.0.0.1:<port>/<poolId>. */
  issuer: string;
  /** The app client id; API Gateway accepts it in `aud` (ID tokens) or `client_id` (access tokens). */
  clientId: string;
}

export type JwtClaims = Record<string, unknown>;

/**
 * Verifies bearer tokens the way an HTTP API JWT authorizer does, with the Lambdas' own check
 * (lambdas/src/auth/jwt-verifier.ts). Resolves to the verified claims, or undefined when the header is missing
 * or the token is refused.
 */
export function createJwtAuthorizer(options: JwtAuthorizerOptions) {
  const verify = jwtVerifier(() => ({
    ...options,
    fetchJwks: (uri: string) => fetch(uri).then((response) => response.arrayBuffer()),
  }));

  return async function authorize(authorization: string | undefined): Promise<JwtClaims | undefined> {
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) return undefined;
    try {
      return await verify(token);
    } catch {
      return undefined;
    }
  };
}

/**
 * HTTP API hands claims to the Lambda as strings: numbers and booleans as text, arrays as
 * "[a b]" (e.g. cognito:groups "[admin super_admin]"), objects as JSON.
 */
export function claimsAsApiGatewaySendsThem(claims: JwtClaims): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([name, value]) => {
      if (typeof value === 'string') return [name, value];
      if (Array.isArray(value)) return [name, `[${value.join(' ')}]`];
      if (value !== null && typeof value === 'object') return [name, JSON.stringify(value)];
      return [name, String(value)];
    }),
  );
}
