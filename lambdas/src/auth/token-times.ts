/** How far ahead of our clock a token's issue time may be: clocks drift, but not by this much. */
export const MAX_IAT_AHEAD_SECONDS = 5 * 60;

export const TOKEN_WITHOUT_EXPIRY = 'Token has no expiry';
export const TOKEN_FROM_THE_FUTURE = 'Token was issued in the future';

/**
 * What aws-jwt-verify leaves open: it checks `exp` only when present and never looks at `iat`. A token without an
 * expiry would work for ever, and one issued "in the future" would outlive every revocation (it counts as newer).
 * Claims may be numbers (a verified token) or text (API Gateway's authorizer context); throws when one fails.
 */
export function checkTokenTimes(claims: Record<string, unknown>, nowSeconds = Date.now() / 1000): void {
  const exp = Number(claims.exp);
  if (claims.exp === undefined || claims.exp === null || claims.exp === '' || !Number.isFinite(exp)) {
    throw new Error(TOKEN_WITHOUT_EXPIRY);
  }
  if (claims.iat === undefined) return;
  const iat = Number(claims.iat);
  if (!Number.isFinite(iat) || iat > nowSeconds + MAX_IAT_AHEAD_SECONDS) throw new Error(TOKEN_FROM_THE_FUTURE);
}
