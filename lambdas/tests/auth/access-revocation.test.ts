import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { RouteDefinition } from '@shop/shared/api/route-definition';
import { routes } from '@shop/shared/api/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_REVOKED } from '../../src/auth/access-revocation.ts';
import type { TokenVerifier } from '../../src/auth/resolve-caller.ts';
import { verifyToken } from '../../src/auth/token-verifier.ts';
import { httpRoute } from '../../src/http/http-route.ts';
import { apiEvent, lambdaContext } from '../support/api-event.ts';
import { type SignedInAs, withClaims } from '../support/authorized-event.ts';
import { idToken, useTestIssuer } from '../support/tokens.ts';

/**
 * The revocation check in the middleware every handler runs through, over every signed-in row of the route table:
 * a token issued before the user was disabled or demoted is refused before the handler runs, whatever the row does
 * (reviews, profile, favourites and avatar uploads as much as paying and downloading).
 */
const db = mockClient(DynamoDBDocumentClient);
const BUYER: SignedInAs = { sub: 'buyer-esi' };
const ADMIN: SignedInAs = { sub: 'admin-ama', groups: ['admin'] };
const SUPER_ADMIN: SignedInAs = { sub: 'super-kofi', groups: ['super_admin'] };
const now = () => Math.floor(Date.now() / 1000);
const TEN_MINUTES_AGO = () => new Date(Date.now() - 10 * 60_000).toISOString();

function revoked(sub: string, at = TEN_MINUTES_AGO()) {
  db.on(GetCommand, { Key: { pk: `USER#${sub}`, sk: 'ACCESS' } }).resolves({ Item: { revoked_at: at } });
}

type ProbeHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;
/** httpRoute over rows of every auth level and option set at once, which its row-specific types cannot express. */
const anyRoute = httpRoute as unknown as (
  row: RouteDefinition,
  run: () => Promise<{ body: object }>,
  options: { verifyToken: TokenVerifier; invalidateEdge: () => Promise<void> },
) => ProbeHandler;

/** The row as it is, but with no request schemas (the probe is about the caller, not the body); records a run. */
function probeHandler(route: RouteDefinition, ran: string[], verifyToken: TokenVerifier = vi.fn()) {
  const run = async () => {
    ran.push(route.name);
    return { body: {} };
  };
  return anyRoute({ ...route, request: {} }, run, { verifyToken, invalidateEdge: async () => {} });
}

async function callAs(route: RouteDefinition, who: SignedInAs, issuedAt: number) {
  const ran: string[] = [];
  const event = withClaims(
    apiEvent({ method: route.method, routeKey: `${route.method} ${route.path}`, path: route.path }),
    who,
  );
  event.requestContext.authorizer.jwt.claims.iat = String(issuedAt);
  const answer = (await probeHandler(route, ran)(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  return { status: answer.statusCode, message: JSON.parse(String(answer.body ?? '{}')).message, ran };
}

const whoFor = (route: RouteDefinition) =>
  route.auth === 'super_admin' ? SUPER_ADMIN : route.auth === 'admin' ? ADMIN : BUYER;
const signedInRows = routes.filter((route) => ['user', 'admin', 'super_admin'].includes(route.auth));

beforeEach(() => {
  db.reset();
  db.on(GetCommand).resolves({});
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('LOG_LEVEL', 'silent');
});

describe('a token issued before a disable or a demotion', () => {
  it('covers the rows a buyer writes with, not only money and files', () => {
    const names = signedInRows.map((route) => route.name);

    expect(names).toEqual(
      expect.arrayContaining(['create-review', 'update-profile', 'add-favorite', 'create-avatar-upload']),
    );
  });

  it.each(signedInRows.map((route) => [route.name, route] as const))(
    'is refused (401) on %s before the handler runs',
    async (_name, route) => {
      const who = whoFor(route);
      revoked(who.sub);

      const old = await callAs(route, who, now() - 20 * 60);

      expect(old).toEqual({ status: 401, message: ACCESS_REVOKED, ran: [] });
    },
  );

  it.each(signedInRows.map((route) => [route.name, route] as const))(
    'is let through on %s once the user has signed in again',
    async (_name, route) => {
      const who = whoFor(route);
      revoked(who.sub);

      const fresh = await callAs(route, who, now() - 60);

      expect(fresh.ran).toEqual([route.name]);
    },
  );

  it('costs one consistent read of the caller’s own record', async () => {
    const route = routes.find((row) => row.name === 'create-review') as RouteDefinition;

    await callAs(route, BUYER, now());

    expect(db.commandCalls(GetCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: 'shop', Key: { pk: `USER#${BUYER.sub}`, sk: 'ACCESS' }, ConsistentRead: true },
    ]);
  });
});

describe('optional rows (the catalogue) with a token', () => {
  const getPlan = routes.find((row) => row.name === 'get-plan') as RouteDefinition;

  async function callOptional(token: string) {
    const ran: string[] = [];
    const event = apiEvent({
      method: 'GET',
      routeKey: `GET ${getPlan.path}`,
      path: '/api/plans/villa-01',
      headers: { authorization: `Bearer ${token}` },
    });
    const answer = (await probeHandler(
      getPlan,
      ran,
      verifyToken,
    )(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
    return { status: answer.statusCode, ran };
  }

  beforeEach(() => useTestIssuer());

  it('refuses an admin-group token issued before the demotion (it would still show staff what visitors do not see)', async () => {
    revoked('demoted-kwame', new Date().toISOString());

    const answer = await callOptional(idToken({ sub: 'demoted-kwame', groups: ['admin'] }));

    expect(answer).toEqual({ status: 401, ran: [] });
  });

  it('reads nothing more for a buyer’s token: it sees what any visitor sees', async () => {
    const answer = await callOptional(idToken({ sub: BUYER.sub }));

    expect(answer).toEqual({ status: 200, ran: ['get-plan'] });
    expect(db.commandCalls(GetCommand)).toHaveLength(0);
  });
});
