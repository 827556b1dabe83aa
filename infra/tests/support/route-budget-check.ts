import type { CallStep } from '@shop/lambdas/outbound/call-budgets';
import { sequenceWorstMs } from '@shop/lambdas/outbound/call-budgets';
import { ROUTE_ANSWER_RESERVE_MS } from '@shop/lambdas/outbound/request-deadline';
import type { AuthLevel } from '@shop/shared/api/routes';
import {
  API_GATEWAY_LIMIT_SECONDS,
  ROUTE_COLD_START_MS,
  type RouteSequence,
  routeWorstMs,
  sharedRouteSteps,
} from '../../src/definitions/route-sequences.ts';

export interface RouteUnderCheck {
  name: string;
  auth: AuthLevel;
  /** The synthesized function's timeout. */
  timeoutSeconds: number;
  /** The row of ROUTE_SEQUENCES, or undefined when the route has none. */
  sequence: RouteSequence | undefined;
  /** All its steps (shared, own, invalidation). */
  steps: readonly CallStep[];
  /** Whether its handler runs under httpRoute, which sets the request deadline. */
  hasDeadline: boolean;
}

/** What is wrong with one route's time budget; empty when it holds. */
export function routeBudgetProblems(route: RouteUnderCheck): string[] {
  const problems: string[] = [];
  if (!route.sequence) return [`${route.name} has no declared call sequence`];
  const limitMs = route.timeoutSeconds * 1000;
  if (route.timeoutSeconds >= API_GATEWAY_LIMIT_SECONDS) {
    problems.push(
      `${route.name} runs ${route.timeoutSeconds} s, not under API Gateway's ${API_GATEWAY_LIMIT_SECONDS} s`,
    );
  }
  const worst = routeWorstMs(route.steps);
  const breakdown = route.steps.map((step) => `${step.what}: ${sequenceWorstMs([step])} ms`).join('; ');
  if (worst <= limitMs && route.sequence.cutByDeadline) {
    problems.push(`${route.name} fits its ${route.timeoutSeconds} s (${worst} ms) but says its deadline cuts it`);
  }
  if (worst > limitMs && !route.sequence.cutByDeadline) {
    problems.push(`${route.name} needs ${worst} ms at worst in ${route.timeoutSeconds} s (${breakdown})`);
  }
  if (worst > limitMs && !route.hasDeadline) {
    problems.push(`${route.name} outlasts its timeout and its handler sets no request deadline`);
  }
  // The deadline answers in time, but a route must at least get past its shared steps.
  const floor = ROUTE_COLD_START_MS + sequenceWorstMs(sharedRouteSteps(route)) + ROUTE_ANSWER_RESERVE_MS;
  if (floor > limitMs) problems.push(`${route.name} cannot finish even its shared steps in ${route.timeoutSeconds} s`);
  return problems;
}
