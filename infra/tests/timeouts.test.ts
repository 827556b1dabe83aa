import { CALL_BUDGETS, type CallStep, sequenceWorstMs, worstUploadMs } from '@shop/lambdas/outbound/call-budgets';
import { routes } from '@shop/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { type BudgetedFunction, FUNCTION_BUDGETS, type FunctionBudget } from '../src/definitions/call-sequences.ts';
import { STACK_NAME, shopTemplates } from './support/synth.ts';
import { shopFunctionsAcross } from './support/template-queries.ts';

/** Each shop function's name (without the stack's prefix) and its configured timeout, from the template. */
const functions = shopFunctionsAcross(shopTemplates()).map(({ resource }) => ({
  name: String(resource.Properties.FunctionName).replace(`${STACK_NAME}-`, ''),
  timeoutMs: (resource.Properties.Timeout as number) * 1000,
}));
const routeNames = new Set<string>(routes.map((route) => route.name));

/** What a function must finish within: its own timeout, or its caller's limit when that is shorter. */
function limitMs(budget: Pick<FunctionBudget, 'callerLimitSeconds'>, timeoutMs: number): number {
  return Math.min(timeoutMs, (budget.callerLimitSeconds ?? Number.POSITIVE_INFINITY) * 1000);
}

function breakdown(steps: readonly CallStep[]): string {
  return steps.map((step) => `${step.what}: ${sequenceWorstMs([step])} ms`).join('; ');
}

// API routes: route-timeouts.test.ts.
describe('each function against its slowest call sequence', () => {
  it('has a declared sequence for every function that is not a plain API route', () => {
    // Assess
    expect(functions.length).toBeGreaterThan(50);
    const undeclared = functions.filter(({ name }) => !routeNames.has(name) && !(name in FUNCTION_BUDGETS));
    expect(undeclared.map(({ name }) => name)).toEqual([]);
  });

  it.each(Object.keys(FUNCTION_BUDGETS) as BudgetedFunction[])('%s finishes its worst sequence in time', (name) => {
    // Prepare
    const budget: FunctionBudget = FUNCTION_BUDGETS[name];
    const fn = functions.find((candidate) => candidate.name === name);

    // Act
    const worst = sequenceWorstMs(budget.steps);

    // Assess
    expect(fn, `${name} is in the stack`).toBeDefined();
    expect(fn?.timeoutMs).toBe(budget.timeoutSeconds * 1000);
    expect(worst, breakdown(budget.steps)).toBeLessThan(limitMs(budget, fn?.timeoutMs ?? 0));
  });
});

describe('the arithmetic the sequences rest on', () => {
  it('counts a call as its attempts, each to its timeout, plus the longest backoffs between them', () => {
    // 2 x (1 s + 2.5 s) + 0.5 s: the old one-call-per-request count ignored the backoff and any further calls.
    expect(sequenceWorstMs([{ what: 'one call', calls: 1, budget: CALL_BUDGETS.request }])).toBe(7_500);
    // The sum of the new-user trigger's two calls on the route budget was over Cognito's 5 s on its own.
    expect(sequenceWorstMs([{ what: 'settings and mail', calls: 2, budget: CALL_BUDGETS.request }])).toBeGreaterThan(
      5_000,
    );
  });

  it('sends a 150 MB ZIP in rounds of parts, each part with the per-part budget', () => {
    // 19 parts of 8 MiB, 4 at a time: 5 rounds, plus the create and complete calls.
    expect(worstUploadMs(150 * 1024 * 1024)).toBe(7 * (2 * (1_000 + 12_000) + 500));
    // A body within one part is one PutObject.
    expect(worstUploadMs(64 * 1024)).toBe(2 * (1_000 + 12_000) + 500);
  });
});
