import type { RouteDefinition } from '@shop/shared/api/routes';
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { type CfnStage, HttpApi, type HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type ApiArea, apiAreaOf } from '../definitions/api-areas.ts';
import { ROUTE_THROTTLES, STAGE_THROTTLE, type Throttle } from '../definitions/api-throttling.ts';
import { ApiRoutesStack } from './api-routes-stack.ts';
import type { ShopFunction, ShopResources } from './shop-function.ts';

export interface ApiProps {
  /** The route table; the stack passes `routes` from @shop/shared/api/routes. */
  routes: readonly RouteDefinition[];
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  resources: ShopResources;
}

/**
 * One JSON line per request in the access log (API Gateway's $context variables). Status and latency are
 * JSON numbers (always numbers in $context), so the monitoring's metric filters compare and measure them.
 */
export const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  time: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
})
  .replace('"$context.status"', '$context.status')
  .replace('"$context.responseLatency"', '$context.responseLatency');

const stageThrottle = (throttle: Throttle) => ({
  throttlingRateLimit: throttle.rateLimit,
  throttlingBurstLimit: throttle.burstLimit,
});

/**
 * The HTTP API: a throttled default stage (tighter on the routes that cost money or send mail), an
 * access log and the JWT authorizer here; one function and one route per row of the route table in a
 * nested stack per API area (infra/src/definitions/api-areas.ts), attached to this API.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** One line per request (ACCESS_LOG_FORMAT). */
  readonly accessLogs: LogGroup;
  /** Every row's function and route, by route name, whichever nested stack holds them. */
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
    // One instance for every nested stack: it creates its AWS::ApiGatewayV2::Authorizer once, under the
    // API (so in this stack), when the first route binds it.
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', jwt.issuer, { jwtAudience: [jwt.audience] });

    for (const [area, areaRoutes] of groupByArea(props.routes)) {
      const stack = new ApiRoutesStack(this, area, {
        routes: areaRoutes,
        httpApi: this.httpApi,
        authorizer,
        resources,
        jwt,
      });
      for (const [name, fn] of stack.functions) this.functions.set(name, fn);
      for (const [name, route] of stack.routes) this.routes.set(name, route);
    }
    this.accessLogs = this.hardenDefaultStage(props.routes, resources.logRetention ?? RetentionDays.ONE_MONTH);
  }

  private hardenDefaultStage(routes: readonly RouteDefinition[], retention: RetentionDays): LogGroup {
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
    // Route settings name routes by key: CloudFormation must create those routes first (CDK turns this
    // into a dependency on the nested stacks that hold them).
    for (const route of throttled) stage.node.addDependency(this.routes.get(route.name) as HttpRoute);
    return accessLogs;
  }
}

/** Rows by API area, areas in the order of their first row (the order does not change logical ids). */
function groupByArea(routes: readonly RouteDefinition[]): Map<ApiArea, RouteDefinition[]> {
  const groups = new Map<ApiArea, RouteDefinition[]>();
  for (const route of routes) {
    const area = apiAreaOf(route);
    groups.set(area, [...(groups.get(area) ?? []), route]);
  }
  return groups;
}
