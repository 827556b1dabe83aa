import type { RouteDefinition } from '@shop/shared/api/routes';
import { type ApiArea, apiAreaOf, pathSegmentOf } from './api-areas.ts';

/**
 * Per API area (infra/src/definitions/api-areas.ts), the API's access log is counted by metric filters:
 * the HTTP API's own metrics are per API, and per route only with detailed metrics, billed per route.
 * A log line belongs to an area when its routeKey starts with one of the area's "METHOD /api/segment".
 * They go to the stage's namespace with the shop's other metrics (shared/src/observability/metrics-namespace.ts).
 */

export const apiAreaMetricName = (area: ApiArea, what: 'Latency' | '4xx' | '5xx') => `Api${area}${what}`;

/** "METHOD /api/segment" of every route, by area, each once. */
export function routeKeyPrefixesByArea(routes: readonly RouteDefinition[]): Map<ApiArea, string[]> {
  const byArea = new Map<ApiArea, string[]>();
  for (const route of routes) {
    const area = apiAreaOf(route);
    const prefix = `${route.method} /api/${pathSegmentOf(route)}`;
    const prefixes = byArea.get(area) ?? [];
    if (!prefixes.includes(prefix)) byArea.set(area, [...prefixes, prefix]);
  }
  return byArea;
}

/** A JSON filter pattern matching the area's lines, narrowed by an optional status condition. */
export function areaFilterPattern(prefixes: readonly string[], status?: '4xx' | '5xx'): string {
  const routeKeys = prefixes.map((prefix) => `$.routeKey = "${prefix}*"`).join(' || ');
  const statusCondition =
    status === '4xx' ? ' && $.status >= 400 && $.status <= 499' : status === '5xx' ? ' && $.status >= 500' : '';
  return `{ (${routeKeys})${statusCondition} }`;
}
