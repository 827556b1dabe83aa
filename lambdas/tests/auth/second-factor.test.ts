import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { TWO_FACTOR_MESSAGES } from '@shop/shared/accounts/two-factor';
import type { RouteDefinition } from '@shop/shared/api/route-definition';
import { routes } from '@shop/shared/api/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSecondFactors } from '../../src/auth/second-factor-from-cognito.ts';
import { httpRoute } from '../../src/http/http-route.ts';
import { apiEvent, lambdaContext } from '../support/api-event.ts';
import { type SignedInAs, withClaims } from '../support/authorized-event.ts';
import { cognitoUser } from '../support/cognito-users.ts';

// The real reader, asking a mocked Cognito, instead of the stand-in the handler tests share.
vi.unmock('../../src/auth/second-factor-from-cognito.ts');

const db = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const ADMIN: SignedInAs = { sub: 'admin-ama', groups: ['admin'] };
const SUPER_ADMIN: SignedInAs = { sub: 'super-kofi', groups: ['super_admin'] };
const BUYER: SignedInAs = { sub: 'buyer-esi' };

const staffRows = routes.filter((route) => route.auth === 'admin' || route.auth === 'super_admin');
const whoFor = (route: RouteDefinition) => (route.auth === 'super_admin' ? SUPER_ADMIN : ADMIN);

type ProbeHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;
const anyRoute = httpRoute as unknown as (
  row: RouteDefinition,
  run: () => Promise<{ body: object }>,
  options: { verifyToken: () => Promise<never>; invalidateEdge: () => Promise<void> },
) => ProbeHandler;

async function callAs(route: RouteDefinition, who: SignedInAs) {
  const ran: string[] = [];
  const handler = anyRoute(
    { ...route, request: {} },
    async () => {
      ran.push(route.name);
      return { body: {} };
    },
    { verifyToken: vi.fn(), invalidateEdge: async () => {} },
  );
  const event = withClaims(
    apiEvent({ method: route.method, routeKey: `${route.method} ${route.path}`, path: route.path }),
    who,
  );
  const answer = (await handler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  return { status: answer.statusCode, message: JSON.parse(String(answer.body ?? '{}')).message, ran };
}

function factors(sub: string, list: string[] | undefined) {
  cognito
    .on(AdminGetUserCommand, { Username: sub })
    .resolves({ ...cognitoUser(sub), ...(list ? { UserMFASettingList: list } : {}) });
}

beforeEach(() => {
  db.reset();
  cognito.reset();
  forgetSecondFactors();
  db.on(GetCommand).resolves({});
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('USER_POOL_ID', 'us-east-1_pool');
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
  vi.stubEnv('LOG_LEVEL', 'silent');
});

describe('a staff member without a second factor', () => {
  it('covers every staff row of the route table', () => {
    expect(staffRows.length).toBeGreaterThan(25);
  });

  it.each(staffRows.map((route) => [route.name, route] as const))(
    'is refused (403, asked to enrol) on %s before the handler runs',
    async (_name, route) => {
      const who = whoFor(route);
      factors(who.sub, undefined);

      const answer = await callAs(route, who);

      expect(answer).toEqual({ status: 403, message: TWO_FACTOR_MESSAGES.staffMustEnrol, ran: [] });
    },
  );

  it('is refused when the factor was only associated, or is a text message', async () => {
    const route = staffRows[0] as RouteDefinition;
    factors(whoFor(route).sub, ['SMS_MFA']);

    expect((await callAs(route, whoFor(route))).status).toBe(403);
  });
});

describe('a staff member with an authenticator app', () => {
  it.each(staffRows.map((route) => [route.name, route] as const))('reaches %s', async (_name, route) => {
    const who = whoFor(route);
    factors(who.sub, ['SOFTWARE_TOKEN_MFA']);

    expect((await callAs(route, who)).ran).toEqual([route.name]);
  });

  it('costs one AdminGetUser a minute, asked by sub', async () => {
    const route = staffRows[0] as RouteDefinition;
    const who = whoFor(route);
    factors(who.sub, ['SOFTWARE_TOKEN_MFA']);

    await callAs(route, who);
    await callAs(route, who);

    expect(cognito.commandCalls(AdminGetUserCommand).map((call) => call.args[0].input)).toEqual([
      { UserPoolId: 'us-east-1_pool', Username: who.sub },
    ]);
  });

  it('is asked again after a refusal, so a factor confirmed a moment ago counts at once', async () => {
    const route = staffRows[0] as RouteDefinition;
    const who = whoFor(route);
    factors(who.sub, []);
    expect((await callAs(route, who)).status).toBe(403);

    factors(who.sub, ['SOFTWARE_TOKEN_MFA']);

    expect((await callAs(route, who)).ran).toEqual([route.name]);
  });
});

describe('buyers', () => {
  it('never cost a Cognito read on their own rows', async () => {
    const route = routes.find((row) => row.name === 'create-review') as RouteDefinition;

    await callAs(route, BUYER);

    expect(cognito.commandCalls(AdminGetUserCommand)).toEqual([]);
  });
});
