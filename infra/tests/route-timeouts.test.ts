import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CALL_BUDGETS, type CallStep } from '@shop/lambdas/outbound/call-budgets';
import { type RouteDefinition, routes } from '@shop/shared/api/routes';
import { describe, expect, it } from 'vitest';
import {
  API_GATEWAY_LIMIT_SECONDS,
  ROUTE_SEQUENCES,
  ROUTE_TIMEOUT_CAP_SECONDS,
  type RouteSequence,
  routeSteps,
  routeTimeoutSeconds,
  routeWorstMs,
} from '../src/definitions/route-sequences.ts';
import { type RouteUnderCheck, routeBudgetProblems } from './support/route-budget-check.ts';
import { STACK_NAME, shopTemplates } from './support/synth.ts';
import { shopFunctionsAcross } from './support/template-queries.ts';

const HANDLERS_DIR = join(import.meta.dirname, '../../lambdas/src/handlers');
const sequences = ROUTE_SEQUENCES as Record<string, RouteSequence>;

/** Each synthesized function's name (without the stack's prefix) and timeout. */
const functions = new Map(
  shopFunctionsAcross(shopTemplates()).map(({ resource }) => [
    String(resource.Properties.FunctionName).replace(`${STACK_NAME}-`, ''),
    resource.Properties.Timeout as number,
  ]),
);

/**
 * Whether a handler is built by httpRoute (which answers by the request's deadline): in its own file, or in the
 * frame it imports from its folder (one handler builder shared by sibling routes).
 */
const CALLS_HTTP_ROUTE = /\bhttpRoute(?:<[^>]*>)?\(/;

function builtByHttpRoute(file: string): boolean {
  const source = readFileSync(file, 'utf8');
  if (CALLS_HTTP_ROUTE.test(source)) return true;
  const frames = [...source.matchAll(/from '\.\/([\w-]+\.ts)'/g)].map((match) => join(dirname(file), match[1] ?? ''));
  return frames.some((frame) => CALLS_HTTP_ROUTE.test(readFileSync(frame, 'utf8')));
}

function underCheck(route: RouteDefinition, timeoutSeconds: number): RouteUnderCheck {
  return {
    name: route.name,
    auth: route.auth,
    timeoutSeconds,
    sequence: sequences[route.name],
    steps: routeSteps(route),
    hasDeadline: builtByHttpRoute(join(HANDLERS_DIR, `${route.handler}.ts`)),
  };
}

describe('each API route against its slowest call sequence', () => {
  it('has a declared sequence for every route, and no row for a route that is gone', () => {
    expect(routes.filter((route) => !(route.name in sequences)).map((route) => route.name)).toEqual([]);
    const names = new Set<string>(routes.map((route) => route.name));
    expect(Object.keys(sequences).filter((name) => !names.has(name))).toEqual([]);
  });

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s finishes in time or answers by its deadline',
    (name, route) => {
      // Prepare
      const timeoutSeconds = functions.get(name);

      // Act
      const problems = routeBudgetProblems(underCheck(route, timeoutSeconds ?? 0));

      // Assess
      expect(timeoutSeconds, `${name} is in the stack`).toBe(routeTimeoutSeconds(route));
      expect(problems).toEqual([]);
    },
  );

  it('keeps every route function under API Gateway’s 30 s', () => {
    const routeTimeouts = routes.map((route) => functions.get(route.name) ?? Number.POSITIVE_INFINITY);
    expect(Math.max(...routeTimeouts)).toBeLessThanOrEqual(ROUTE_TIMEOUT_CAP_SECONDS);
    expect(ROUTE_TIMEOUT_CAP_SECONDS).toBeLessThan(API_GATEWAY_LIMIT_SECONDS);
  });
});

describe('the route check itself', () => {
  const plain = routes.find((route) => route.name === 'get-order') as RouteDefinition;
  const slow: CallStep = { what: 'four store calls', calls: 4, budget: CALL_BUDGETS.request };

  it('fails a route whose sequence outlasts its timeout without a deadline note', () => {
    const problems = routeBudgetProblems({
      ...underCheck(plain, 12),
      sequence: { steps: [slow] },
      steps: [...routeSteps(plain), slow],
    });
    expect(problems).toEqual([expect.stringMatching(/^get-order needs \d+ ms at worst in 12 s \(.*four store calls/)]);
  });

  it('fails a route with no declared sequence', () => {
    expect(routeBudgetProblems({ ...underCheck(plain, 12), sequence: undefined })).toEqual([
      'get-order has no declared call sequence',
    ]);
  });

  it('fails a cut route whose handler sets no deadline, and a timeout at API Gateway’s limit', () => {
    const problems = routeBudgetProblems({
      ...underCheck(plain, API_GATEWAY_LIMIT_SECONDS),
      sequence: { steps: [slow, slow], cutByDeadline: 'test' },
      steps: [...routeSteps(plain), slow, slow],
      hasDeadline: false,
    });
    expect(problems).toEqual([
      expect.stringMatching(/not under API Gateway's 30 s/),
      'get-order outlasts its timeout and its handler sets no request deadline',
    ]);
  });

  it('fails a deadline note on a route that fits, so notes do not outlive the calls they explained', () => {
    const problems = routeBudgetProblems({
      ...underCheck(plain, 12),
      sequence: { steps: [], cutByDeadline: 'x' },
      steps: [],
    });
    expect(problems).toEqual([expect.stringMatching(/fits its 12 s .* but says its deadline cuts it/)]);
  });

  it('counts the payment return at its worst far past 30 s, which is why it has a deadline', () => {
    const verify = routes.find((route) => route.name === 'verify-payment') as RouteDefinition;
    expect(routeWorstMs(routeSteps(verify))).toBeGreaterThan(API_GATEWAY_LIMIT_SECONDS * 1000);
    expect(routeTimeoutSeconds(verify)).toBe(ROUTE_TIMEOUT_CAP_SECONDS);
  });
});
