import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TWO_FACTOR_MESSAGES } from '@shop/shared/accounts/two-factor';
import type { RouteDefinition } from '@shop/shared/api/route-definition';
import { routes } from '@shop/shared/api/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSecondFactors } from '../../src/adapters/second-factor-from-cognito.ts';
import { checksSecondFactor } from '../../src/auth/second-factor.ts';
import { forgetRecordedSignIns } from '../../src/auth/staff-sign-ins.ts';
import { httpRoute } from '../../src/http/http-route.ts';
import { apiEvent, lambdaContext } from '../support/api-event.ts';
import { type SignedInAs, withClaims } from '../support/authorized-event.ts';
import { cognitoUser } from '../support/cognito-users.ts';

// The real reader, asking a mocked Cognito, instead of the stand-in the handler tests share.
vi.unmock('../../src/adapters/second-factor-from-cognito.ts');

const db = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const ADMIN: SignedInAs = { sub: 'admin-ama', groups: ['admin'] };
const SUPER_ADMIN: SignedInAs = { sub: 'super-kofi', groups: ['super_admin'] };
const BUYER: SignedInAs = { sub: 'buyer-esi' };

const staffRows = routes.filter((route) => checksSecondFactor(route));
const whoFor = (route: RouteDefinition) => (route.auth === 'super_admin' ? SUPER_ADMIN : ADMIN);

type ProbeHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;
const anyRoute = httpRoute as unknown as (
  row: RouteDefinition,
  run: () => Promise<{ body: object }>,
  options: { verifyToken: () => Promise<never>; invalidateEdge: () => Promise<void> },
) => ProbeHandler;

async function callAs(route: RouteDefinition, who: SignedInAs, claims: Record<string, string> = {}) {
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
  Object.assign(event.requestContext.authorizer.jwt.claims, claims);
  event.requestContext.http.sourceIp = '203.0.113.7';
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
  forgetRecordedSignIns();
  db.on(GetCommand).resolves({});
  db.on(PutCommand).resolves({});
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

  it('is asked again at a new sign-in, so a password-only sign-in after a reset is refused', async () => {
    const route = staffRows[0] as RouteDefinition;
    const who = whoFor(route);
    factors(who.sub, ['SOFTWARE_TOKEN_MFA']);
    expect((await callAs(route, who, { auth_time: '1795000000' })).ran).toEqual([route.name]);

    factors(who.sub, []);

    expect((await callAs(route, who, { auth_time: '1795000900' })).status).toBe(403);
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

describe('staff sign-ins in the audit trail', () => {
  const route = staffRows[0] as RouteDefinition;
  const SIGNED_IN_AT = 1_795_000_000;
  const signInItems = () =>
    db
      .commandCalls(PutCommand)
      .map((call) => call.args[0].input.Item as Record<string, unknown>)
      .filter((item) => item.action === 'staff.sign-in');

  it('records a sign-in once, at the time Cognito gives and from the caller’s address', async () => {
    factors(ADMIN.sub, ['SOFTWARE_TOKEN_MFA']);

    await callAs(route, ADMIN, { auth_time: String(SIGNED_IN_AT) });
    await callAs(route, ADMIN, { auth_time: String(SIGNED_IN_AT) });

    expect(signInItems()).toEqual([
      expect.objectContaining({
        id: `sign-in-${ADMIN.sub}-${SIGNED_IN_AT}`,
        at: new Date(SIGNED_IN_AT * 1000).toISOString(),
        actor_id: ADMIN.sub,
        target_type: 'user',
        address: '203.0.113.7',
        changes: { second_factor: true },
      }),
    ]);
    expect(db.commandCalls(PutCommand)[0]?.args[0].input.ConditionExpression).toBe('attribute_not_exists(#pk)');
  });

  it('records an attempt without a second factor, then refuses it', async () => {
    factors(ADMIN.sub, []);

    const answer = await callAs(route, ADMIN, { auth_time: String(SIGNED_IN_AT + 60) });

    expect(answer.status).toBe(403);
    expect(signInItems()).toEqual([expect.objectContaining({ changes: { second_factor: false } })]);
  });

  it('records a new sign-in as a new event', async () => {
    factors(ADMIN.sub, ['SOFTWARE_TOKEN_MFA']);

    await callAs(route, ADMIN, { auth_time: String(SIGNED_IN_AT) });
    await callAs(route, ADMIN, { auth_time: String(SIGNED_IN_AT + 3600) });

    expect(signInItems()).toHaveLength(2);
  });
});
