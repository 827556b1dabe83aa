import { type AuthLevel, type RouteDefinition, routes } from '@shop/shared/api/routes';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_REBUILD_JOB } from '../src/constructs/catalogue-rebuild.ts';
import { DELIVERY_JOB } from '../src/constructs/deliveries.ts';
import { RECONCILE_JOB } from '../src/constructs/payments.ts';
import { PICTURE_JOB } from '../src/constructs/pictures.ts';
import { PLAN_IMPORT_JOB } from '../src/constructs/plan-imports.ts';
import { REVIEW_AUTHOR_BACKFILL_JOB } from '../src/constructs/review-author-backfill.ts';
import { apiAreaOf } from '../src/definitions/api-areas.ts';
import { ACCOUNT_MESSAGES_TRIGGER, NEW_USER_TRIGGER } from '../src/definitions/cognito-triggers.ts';
import { routeTimeoutSeconds } from '../src/definitions/route-sequences.ts';
import type { StackTemplates } from './support/stack-templates.ts';
import { apiTemplates, STACK_NAME, shopTemplates } from './support/synth.ts';
import {
  functionIdBehindRoute,
  inParentTerms,
  type Located,
  resourcesAcross,
  resourcesOfType,
  routesAcross,
  shopFunctions,
  shopFunctionsAcross,
} from './support/template-queries.ts';

const stacks = shopTemplates();
const SIGNED_IN_LEVELS: readonly AuthLevel[] = ['user', 'admin', 'super_admin'];

/** The authorizer a route runs, in the parent's terms ({Ref: <authorizer's logical id>}). */
const authorizerOf = (templates: StackTemplates, { template, resource }: Located) =>
  inParentTerms(templates, template, resource.Properties.AuthorizerId);

describe('the route table in the synthesized stacks', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s became exactly one API route, in its area’s nested stack, backed by its own function there',
    (routeKey, route) => {
      const matches = routesAcross(stacks, routeKey);

      expect(matches).toHaveLength(1);
      const [{ template, resource }] = matches;
      expect(stacks.nested.find((nested) => nested.template === template)?.id).toBe(apiAreaOf(route));
      const functionId = functionIdBehindRoute(template, resource);
      expect(shopFunctions(template)[functionId]?.Properties).toMatchObject({
        FunctionName: `${STACK_NAME}-${route.name}`,
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: routeTimeoutSeconds(route),
        TracingConfig: { Mode: 'Active' },
      });
    },
  );

  it('has one shop function per row and no API route that is not in the table', () => {
    const functionNames = shopFunctionsAcross(stacks).map(({ resource }) => resource.Properties.FunctionName);
    const routeKeys = resourcesAcross(stacks, 'AWS::ApiGatewayV2::Route').map(
      ({ resource }) => resource.Properties.RouteKey,
    );

    // Besides the routes' functions, a scheduled job, two Cognito triggers, the picture, delivery and plan import
    // Lambdas (S3 events) and the catalogue rebuild run at deploy time are not routes.
    const jobs = [
      RECONCILE_JOB,
      NEW_USER_TRIGGER,
      ACCOUNT_MESSAGES_TRIGGER,
      PICTURE_JOB,
      DELIVERY_JOB,
      PLAN_IMPORT_JOB,
      CATALOGUE_REBUILD_JOB,
      REVIEW_AUTHOR_BACKFILL_JOB,
    ];
    expect(functionNames.sort()).toEqual([...routes, ...jobs].map((route) => `${STACK_NAME}-${route.name}`).sort());
    expect(routeKeys.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('has exactly one JWT authorizer, in the parent stack with the API', () => {
    const authorizers = resourcesAcross(stacks, 'AWS::ApiGatewayV2::Authorizer');

    expect(authorizers).toHaveLength(1);
    expect(authorizers[0].template).toBe(stacks.parent);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route.auth] as const))(
    '%s (%s) runs the JWT authorizer exactly when its auth level requires a signed-in caller',
    (routeKey, auth) => {
      const [authorizerId] = Object.keys(resourcesOfType(stacks.parent, 'AWS::ApiGatewayV2::Authorizer'));
      const [route] = routesAcross(stacks, routeKey);

      const signedIn = SIGNED_IN_LEVELS.includes(auth);

      expect(route.resource.Properties.AuthorizationType).toBe(signedIn ? 'JWT' : 'NONE');
      expect(authorizerOf(stacks, route)).toEqual(signedIn ? { Ref: authorizerId } : undefined);
    },
  );
});

// Under different areas' path segments, so the routes land in different nested stacks.
const PROBE_PATHS: Record<AuthLevel, string> = {
  public: '/api/plans/probe',
  optional: '/api/ads/probe',
  user: '/api/orders/probe',
  admin: '/api/admin/probe',
  super_admin: '/api/users/probe',
};
const fixtureRoutes = (['public', 'optional', 'user', 'admin', 'super_admin'] as const).map(
  (auth): RouteDefinition => ({
    ...routes[0],
    name: `probe-${auth.replace('_', '-')}`,
    path: PROBE_PATHS[auth],
    auth,
  }),
);

describe('authorizers over every auth level', () => {
  const fixture = apiTemplates(fixtureRoutes);

  it('verifies Cognito tokens for the web client, with one authorizer for every nested stack', () => {
    expect(fixture.nested.length).toBeGreaterThan(1);
    expect(resourcesAcross(fixture, 'AWS::ApiGatewayV2::Authorizer')).toHaveLength(1);
    fixture.parent.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: Match.stringLikeRegexp('^PoolClient') }],
        Issuer: {
          'Fn::Join': [
            '',
            ['https://cognito-idp.eu-west-1.', { Ref: 'AWS::URLSuffix' }, '/', { Ref: Match.anyValue() }],
          ],
        },
      },
    });
  });

  it.each(fixtureRoutes.map((route) => [route.auth, route] as const))('a %s route', (auth, route) => {
    const [authorizerId] = Object.keys(resourcesOfType(fixture.parent, 'AWS::ApiGatewayV2::Authorizer'));

    const [apiRoute] = routesAcross(fixture, `GET ${route.path}`);

    if (!SIGNED_IN_LEVELS.includes(auth)) {
      expect(apiRoute.resource.Properties.AuthorizationType).toBe('NONE');
      expect(apiRoute.resource.Properties.AuthorizerId).toBeUndefined();
    } else {
      expect(apiRoute.resource.Properties.AuthorizationType).toBe('JWT');
      expect(authorizerOf(fixture, apiRoute)).toEqual({ Ref: authorizerId });
    }
  });
});
