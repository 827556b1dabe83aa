import type { AuthLevel } from '@shop/shared/api/route-definition';
import type { APIGatewayProxyEventV2, APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { ForbiddenError, UnauthenticatedError, UnavailableError } from '../errors/domain-errors.ts';
import { type Caller, callerFromClaims, isAdmin, isSuperAdmin } from './caller.ts';
import { checkTokenTimes } from './token-times.ts';
import { IdentityUnavailableError } from './token-verifier.ts';

const SESSION_INVALID = 'Your session is invalid or has expired. Please sign in again.';

export const IDENTITY_UNAVAILABLE_MESSAGE = 'We could not check your sign-in just now. Please try again in a moment.';

/** Checks a bearer token and answers its claims; token-verifier.ts's `verifyToken` in the handlers. */
export type TokenVerifier = (token: string) => Promise<Record<string, unknown>>;

function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Works out the caller for a route of the given auth level and enforces the level's role. For
 * protected routes API Gateway has already verified the token; the claims are read from its context.
 * Only `optional` routes verify a token here, with the verifier their handler passes in, so the other
 * handlers do not bundle aws-jwt-verify.
 */
export async function resolveCaller(
  event: APIGatewayProxyEventV2,
  auth: AuthLevel,
  verifyToken?: TokenVerifier,
): Promise<Caller | undefined> {
  if (auth === 'public') return undefined;
  if (auth === 'optional') {
    const token = bearerToken(event);
    if (!token) return undefined;
    if (!verifyToken) throw new Error('An optional-auth route needs a token verifier');
    try {
      return callerFromClaims(await verifyToken(token));
    } catch (error) {
      // Cognito's keys out of reach says nothing about the token: the buyer is not signed out.
      if (error instanceof IdentityUnavailableError) throw new UnavailableError(IDENTITY_UNAVAILABLE_MESSAGE);
      throw new UnauthenticatedError(SESSION_INVALID);
    }
  }
  const claims = (event as APIGatewayProxyEventV2WithJWTAuthorizer).requestContext.authorizer?.jwt?.claims;
  const caller = callerFromClaims(claims);
  if (!caller) throw new UnauthenticatedError();
  // The authorizer's own checks, repeated at no cost: a token that never expires or was issued ahead of our clock.
  try {
    checkTokenTimes(claims ?? {});
  } catch {
    throw new UnauthenticatedError(SESSION_INVALID);
  }
  if (auth === 'admin' && !isAdmin(caller)) throw new ForbiddenError('This needs an admin account');
  if (auth === 'super_admin' && !isSuperAdmin(caller)) throw new ForbiddenError('This needs a super admin account');
  return caller;
}
