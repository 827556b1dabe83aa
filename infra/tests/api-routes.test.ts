import { type AuthLevel, type RouteDefinition, routes } from '@shop/shared/api/routes';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { RECONCILE_JOB } from '../src/constructs/payments.ts';
import { apiTemplate, STACK_NAME, shopTemplate } from './support/synth.ts';
import { functionIdBehindRoute, resourcesOfType, routesWithKey, shopFunctions } from './support/template-queries.ts';

const template = shopTemplate();
const SIGNED_IN_LEVELS: readonly AuthLevel[] = ['user', 'admin', 'super_admin'];

describe('the route table in the synthesized stack', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s became exactly one API route, backed by its own function',
    (routeKey, route) => {
      const matches = routesWithKey(template, routeKey);

      expect(matches).toHaveLength(1);
      const functionId = functionIdBehindRoute(template, matches[0]);
      expect(shopFunctions(template)[functionId]?.Properties).toMatchObject({
        FunctionName: `${STACK_NAME}-${route.name}`,
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: 10,
        TracingConfig: { Mode: 'Active' },
      });
    },
  );

  it('has one shop function per row and no API route that is not in the table', () => {
    const functionNames = Object.values(shopFunctions(template)).map((fn) => fn.Properties.FunctionName);
    const routeKeys = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey,
    );

    // Besides the routes' functions, scheduled jobs (not routes) also use the table.
    const jobs = [RECONCILE_JOB];
    expect(functionNames.sort()).toEqual([...routes, ...jobs].map((route) => `${STACK_NAME}-${route.name}`).sort());
    expect(routeKeys.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route.auth] as const))(
    '%s (%s) runs the JWT authorizer exactly when its auth level requires a signed-in caller',
    (routeKey, auth) => {
      const [route] = routesWithKey(template, routeKey);

      expect(route.Properties.AuthorizationType).toBe(SIGNED_IN_LEVELS.includes(auth) ? 'JWT' : 'NONE');
    },
  );

  it('keeps its Paystack secret placeholder under the configured name', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', { Name: 'shop/paystack-secret-key' });
  });
});

const fixtureRoutes = (['public', 'optional', 'user', 'admin', 'super_admin'] as const).map(
  (auth): RouteDefinition => ({
    ...routes[0],
    name: `probe-${auth.replace('_', '-')}`,
    path: `/api/probe/${auth}`,
    auth,
  }),
);

describe('authorizers over every auth level', () => {
  const fixture = apiTemplate(fixtureRoutes);

  it('verifies Cognito tokens for the web client', () => {
    fixture.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
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
    const [authorizerId] = Object.keys(resourcesOfType(fixture, 'AWS::ApiGatewayV2::Authorizer'));

    const [apiRoute] = routesWithKey(fixture, `GET ${route.path}`);

    if (!SIGNED_IN_LEVELS.includes(auth)) {
      expect(apiRoute.Properties.AuthorizationType).toBe('NONE');
      expect(apiRoute.Properties.AuthorizerId).toBeUndefined();
    } else {
      expect(apiRoute.Properties.AuthorizationType).toBe('JWT');
      expect(apiRoute.Properties.AuthorizerId).toEqual({ Ref: authorizerId });
    }
  });
});
