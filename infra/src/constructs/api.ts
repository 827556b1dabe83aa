import type { AuthLevel, RouteDefinition } from '@shop/shared/api/routes';
import { Stack } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ShopFunction, type ShopResources } from './shop-function.ts';

export interface ApiProps {
  /** The route table; the stack passes `routes` from @shop/shared/api/routes. */
  routes: readonly RouteDefinition[];
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  resources: ShopResources;
}

/** `optional` routes run no authorizer: API Gateway's cannot let an anonymous caller through. */
export function needsJwtAuthorizer(auth: AuthLevel): boolean {
  return auth === 'user' || auth === 'admin' || auth === 'super_admin';
}

/** PascalCase of a kebab-case route name, for construct ids: list-plans -> ListPlans. */
export function constructIdFor(routeName: string): string {
  return routeName.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
}

/** The HTTP API: one function and one route per row of the route table. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<string, ShopFunction>();
  /** What tokens are checked against; functions outside the API (scheduled jobs) get the same settings. */
  readonly jwt: { issuer: string; audience: string };

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { userPool, userPoolClient, resources } = props;
    this.httpApi = new HttpApi(this, 'HttpApi', { description: 'Tema house plans shop API' });

    // The pool's ProviderURL attribute lacks the scheme, and the issuer claim has it.
    const { region, urlSuffix } = Stack.of(this);
    const issuer = `https://cognito-idp.${region}.${urlSuffix}/${userPool.userPoolId}`;
    const jwt = { issuer, audience: userPoolClient.userPoolClientId };
    this.jwt = jwt;
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', jwt.issuer, { jwtAudience: [jwt.audience] });

    for (const route of props.routes) {
      const name = constructIdFor(route.name);
      const fn = new ShopFunction(this, `${name}Function`, { route, resources, jwt });
      new HttpRoute(this, `${name}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn),
        authorizer: needsJwtAuthorizer(route.auth) ? authorizer : undefined,
      });
      this.functions.set(route.name, fn);
    }
  }
}
