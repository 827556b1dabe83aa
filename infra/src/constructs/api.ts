import type { AuthLevel, RouteDefinition } from '@shop/shared/api/routes';
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { type CfnStage, HttpApi, HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ROUTE_THROTTLES, STAGE_THROTTLE, type Throttle } from '../definitions/api-throttling.ts';
import { ShopFunction, type ShopResources } from './shop-function.ts';

export interface ApiProps {
  /** The route table; the stack passes `routes` from @shop/shared/api/routes. */
  routes: readonly RouteDefinition[];
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  resources: ShopResources;
}

/** One JSON line per request in the access log (API Gateway's $context variables). */
export const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  time: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
});

const stageThrottle = (throttle: Throttle) => ({
  throttlingRateLimit: throttle.rateLimit,
  throttlingBurstLimit: throttle.burstLimit,
});

/** `optional` routes run no authorizer: API Gateway's cannot let an anonymous caller through. */
export function needsJwtAuthorizer(auth: AuthLevel): boolean {
  return auth === 'user' || auth === 'admin' || auth === 'super_admin';
}

/** PascalCase of a kebab-case route name, for construct ids: list-plans -> ListPlans. */
export function constructIdFor(routeName: string): string {
  return routeName.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
}

/**
 * The HTTP API: one function and one route per row of the route table, a throttled default stage
 * (tighter on the routes that cost money or send mail) and an access log.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<string, ShopFunction>();
  readonly routes = new Map<string, HttpRoute>();
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
      const httpRoute = new HttpRoute(this, `${name}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn),
        authorizer: needsJwtAuthorizer(route.auth) ? authorizer : undefined,
      });
      this.functions.set(route.name, fn);
      this.routes.set(route.name, httpRoute);
    }
    this.hardenDefaultStage(props.routes, resources.logRetention ?? RetentionDays.ONE_MONTH);
  }

  private hardenDefaultStage(routes: readonly RouteDefinition[], retention: RetentionDays): void {
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention, removalPolicy: RemovalPolicy.DESTROY });
    const stage = this.httpApi.defaultStage?.node.defaultChild as CfnStage;
    stage.accessLogSettings = { destinationArn: accessLogs.logGroupArn, format: ACCESS_LOG_FORMAT };
    stage.defaultRouteSettings = stageThrottle(STAGE_THROTTLE);
    const throttled = routes.filter((route) => ROUTE_THROTTLES[route.name]);
    // RouteSettings is untyped JSON to CDK: its keys go to CloudFormation as written, so in its spelling.
    stage.routeSettings = Object.fromEntries(
      throttled.map((route) => {
        const { rateLimit, burstLimit } = ROUTE_THROTTLES[route.name];
        return [`${route.method} ${route.path}`, { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit }];
      }),
    );
    // Route settings name routes by key: CloudFormation must create those routes first.
    for (const route of throttled) stage.node.addDependency(this.routes.get(route.name) as HttpRoute);
  }
}
