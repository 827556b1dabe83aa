/** Who is calling, taken only from verified JWT claims; never from the body, a header or an attribute. */
export interface Caller {
  sub: string;
  email?: string;
  /** Whether the pool confirmed the address (ID token claim email_verified); absent when the token does not say. */
  emailVerified?: boolean;
  /** The names given at sign-up (ID token claims given_name and family_name), when present. */
  givenName?: string;
  familyName?: string;
  groups: string[];
  /** The token's issue time (iat, epoch seconds): checked against the user's latest access revocation. */
  issuedAt?: number;
  /** When the person signed in (auth_time, epoch seconds): the same for every token of one sign-in. */
  authTime?: number;
}

export function isAdmin(caller: Caller | undefined): boolean {
  return !!caller && (caller.groups.includes('admin') || caller.groups.includes('super_admin'));
}

export function isSuperAdmin(caller: Caller | undefined): boolean {
  return !!caller && caller.groups.includes('super_admin');
}

/**
 * API Gateway hands array claims to the Lambda as text like "[admin super_admin]"; a token verified
 * in the Lambda keeps them as an array. Both become a list.
 */
function parseGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export function callerFromClaims(claims: Record<string, unknown> | undefined): Caller | undefined {
  if (!claims || typeof claims.sub !== 'string') return undefined;
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    // API Gateway hands claims over as text; a token verified in the Lambda keeps the boolean.
    ...(claims.email_verified === undefined
      ? {}
      : { emailVerified: claims.email_verified === true || claims.email_verified === 'true' }),
    ...(typeof claims.given_name === 'string' ? { givenName: claims.given_name } : {}),
    ...(typeof claims.family_name === 'string' ? { familyName: claims.family_name } : {}),
    groups: parseGroups(claims['cognito:groups']),
    issuedAt: Number.isFinite(Number(claims.iat)) ? Number(claims.iat) : undefined,
    authTime: Number.isFinite(Number(claims.auth_time)) ? Number(claims.auth_time) : undefined,
  };
}
