import type { APIGatewayProxyEventV2, APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

export interface SignedInAs {
  sub: string;
  email?: string;
  /** The ID token's email_verified claim; left out when not given. */
  emailVerified?: boolean;
  groups?: string[];
  /** ID token claims given_name and family_name. */
  givenName?: string;
  familyName?: string;
}

/**
 * The event API Gateway's JWT authorizer passes on for a verified token: every claim as a string,
 * arrays as "[admin super_admin]" (the way `cognito:groups` really arrives).
 */
export function withClaims(event: APIGatewayProxyEventV2, who: SignedInAs): APIGatewayProxyEventV2WithJWTAuthorizer {
  const claims: Record<string, string> = {
    sub: who.sub,
    email: who.email ?? `${who.sub}@example.com`,
    token_use: 'id',
    exp: String(Math.floor(Date.now() / 1000) + 3600),
  };
  if (who.emailVerified !== undefined) claims.email_verified = String(who.emailVerified);
  if (who.givenName) claims.given_name = who.givenName;
  if (who.familyName) claims.family_name = who.familyName;
  if (who.groups?.length) claims['cognito:groups'] = `[${who.groups.join(' ')}]`;
  return {
    ...event,
    requestContext: {
      ...event.requestContext,
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims, scopes: [] } },
    },
  };
}
