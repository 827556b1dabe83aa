import type { AuthLevel, RouteDefinition } from '@shop/shared/api/routes';
import { Duration, NestedStack } from 'aws-cdk-lib';
import {
  type HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { routeTimeoutSeconds } from '../definitions/route-sequences.ts';
import { ShopFunction, type ShopResources } from './shop-function.ts';

export interface ApiRoutesStackProps {
  /** The rows of the route table this stack serves (one API area). */
  routes: readonly RouteDefinition[];
  /** The parent stack's API: routes and integrations attach to it. */
  httpApi: HttpApi;
  /** The one JWT authorizer; it binds under the API, so it stays in the parent whichever stack binds it. */
  authorizer: IHttpRouteAuthorizer;
  resources: ShopResources;
  jwt: { issuer: string; audience: string };
}

/** `optional` routes run no authorizer: API Gateway's cannot let an anonymous caller through. */
export function needsJwtAuthorizer(auth: AuthLevel): boolean {
  return auth === 'user' || auth === 'admin' || auth === 'super_admin';
}

/** PascalCase of a kebab-case route name, for construct ids: list-plans -> ListPlans. */
export function constructIdFor(routeName: string): string {
  return routeName.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
}

/**
 * A nested stack with one function, integration and route per row it is given. What it uses from the
 * parent (API, authorizer, table, buckets, secrets) arrives as parameters, which CDK wires itself.
 */
export class ApiRoutesStack extends NestedStack {
  readonly functions = new Map<string, ShopFunction>();
  readonly routes = new Map<string, HttpRoute>();

  constructor(scope: Construct, id: string, props: ApiRoutesStackProps) {
    super(scope, id, { description: `Tema house plans shop: ${id} API routes and their functions` });
    const { httpApi, authorizer, resources, jwt } = props;
    for (const route of props.routes) {
      const name = constructIdFor(route.name);
      const fn = new ShopFunction(this, `${name}Function`, {
        route,
        resources,
        jwt,
        // Long enough for the route's declared call sequence, up to a second under API Gateway's 30 s.
        tuning: { timeout: Duration.seconds(routeTimeoutSeconds(route)) },
      });
      const httpRoute = new HttpRoute(this, `${name}Route`, {
        httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn),
        authorizer: needsJwtAuthorizer(route.auth) ? authorizer : undefined,
      });
      this.functions.set(route.name, fn);
      this.routes.set(route.name, httpRoute);
    }
  }
}
