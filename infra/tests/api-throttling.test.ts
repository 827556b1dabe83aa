import { routes } from '@shop/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { ROUTE_THROTTLES, STAGE_THROTTLE } from '../src/definitions/api-throttling.ts';
import { shopTemplates } from './support/synth.ts';
import { resourcesOfType, routesAcross } from './support/template-queries.ts';

describe('the HTTP API stage', () => {
  const stacks = shopTemplates();
  const template = stacks.parent;
  const [stage] = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Stage'));

  it('throttles every route, and the costly ones harder', () => {
    const routeSettings = stage.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number }>;

    expect(stage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
    });
    expect(routeSettings['POST /api/payments/initialize']).toEqual({
      ThrottlingRateLimit: 10,
      ThrottlingBurstLimit: 20,
    });
    expect(routeSettings['POST /api/contact'].ThrottlingRateLimit).toBeLessThan(STAGE_THROTTLE.rateLimit);
    expect(Object.keys(routeSettings)).toHaveLength(Object.keys(ROUTE_THROTTLES).length);
  });

  it('is created after the nested stacks holding the throttled routes, whose keys its settings name', () => {
    const stackHolding = (routeKey: string) => {
      const [route] = routesAcross(stacks, routeKey);
      return stacks.nested.find((nested) => nested.template === route?.template)?.logicalId;
    };

    const needed = Object.keys(ROUTE_THROTTLES).map((name) => {
      const route = routes.find((row) => row.name === name);
      return stackHolding(`${route?.method} ${route?.path}`);
    });

    expect(needed).not.toContain(undefined);
    expect(stage.DependsOn).toEqual(expect.arrayContaining(needed));
  });

  it('names only routes that exist in the route table', () => {
    const names = routes.map((route) => route.name);

    expect(Object.keys(ROUTE_THROTTLES).filter((name) => !names.includes(name as (typeof names)[number]))).toEqual([]);
  });

  it('writes an access log with the request id, caller address, route and status, kept as long as the function logs', () => {
    const settings = stage.Properties.AccessLogSettings as {
      DestinationArn: { 'Fn::GetAtt': [string, string] };
      Format: string;
    };
    const logGroup = resourcesOfType(template, 'AWS::Logs::LogGroup')[settings.DestinationArn['Fn::GetAtt'][0]];

    // Status and latency are written as JSON numbers: put numbers in their place to read the line.
    const line = settings.Format.replace('$context.status', '200').replace('$context.responseLatency', '12');
    expect(JSON.parse(line)).toMatchObject({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      routeKey: '$context.routeKey',
      status: 200,
      latencyMs: 12,
    });
    expect(logGroup.Properties.RetentionInDays).toBe(30);
  });
});
