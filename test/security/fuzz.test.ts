import { routes } from '@shop/shared/api/routes';
import { getArticlePageRoute } from '@shop/shared/api/routes/get-article-page';
import { getPlanPageRoute } from '@shop/shared/api/routes/get-plan-page';
import { getProjectPageRoute } from '@shop/shared/api/routes/get-project-page';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { answerProblems } from './fuzz/answer-problems.ts';
import { mustRefuse } from './fuzz/expected-refusal.ts';
import {
  changesState,
  type FuzzRequest,
  PRESENTERS,
  type Presenter,
  requestArbitrary,
  wirePath,
} from './fuzz/fuzz-request.ts';
import { closeAgent, type FuzzAnswer, inPool, send } from './fuzz/send-request.ts';
import { type StoreSnapshot, snapshotStore, storeChanges } from './store-snapshot.ts';
import { forgedTokens } from './token-forgery.ts';

/** Routes that answer a page's HTML rather than JSON. */
const HTML_PAGE_ROUTES = new Set<string>([getPlanPageRoute.name, getProjectPageRoute.name, getArticlePageRoute.name]);

/**
 * Thousands of requests over every row of the route table, generated from the rows' schemas and
 * beyond them (wrong types, 100 KB strings, unicode, deep nesting, broken JSON, other content types,
 * odd path parameters), with no token, a bad one, and genuine tokens of every role. Rows that can
 * change something only get requests that must be refused, so any change in the table or buckets
 * afterwards is a write by a rejected request. A fixed seed makes a failure reproduce:
 * FUZZ_SEED=<seed> npx vitest run test/security/fuzz.test.ts
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_200);

/** One arbitrary per row, built once (building them parses every pattern), picked uniformly. */
const anyRequest = fc.oneof(
  ...routes.map((route) => {
    const request = requestArbitrary(route);
    return changesState(route) ? request.filter(mustRefuse) : request;
  }),
);
const requests = fc.sample(anyRequest, { seed: SEED, numRuns: RUNS });

let shop: TestStack;
let clients: EmulatorClients;
let before: StoreSnapshot;
const tokens = new Map<Presenter, string | undefined>();
let answers: FuzzAnswer[] = [];

function describeRequest(request: FuzzRequest, answer: FuzzAnswer): string {
  const body = request.body === undefined ? '-' : JSON.stringify(request.body.slice(0, 120));
  return `${request.route.method} ${wirePath(request).slice(0, 160)} as ${request.as}, ${request.contentType ?? 'no content type'}, body ${body} -> ${answer.status} ${answer.text.slice(0, 200)}`;
}

beforeAll(async () => {
  shop = await startTestStack('none');
  clients = emulatorClients(shop.stack.urls);
  for (const role of ['user', 'admin', 'super_admin'] as const) tokens.set(role, await shop.signIn(role));
  tokens.set('none', undefined);
  tokens.set('garbage', forgedTokens(tokens.get('user') as string).otherKey);
  before = await snapshotStore(shop.stack, clients);
}, 180_000);

afterAll(async () => {
  closeAgent();
  if (clients) destroyClients(clients);
  await shop?.stop();
});

describe(`fuzzing every route (seed ${SEED})`, () => {
  it('generates at least 5,000 requests reaching every row with every kind of caller', () => {
    const perRoute = new Map<string, number>();
    for (const request of requests) perRoute.set(request.route.name, (perRoute.get(request.route.name) ?? 0) + 1);

    expect(requests.length).toBeGreaterThanOrEqual(5_000);
    expect(routes.filter((route) => (perRoute.get(route.name) ?? 0) < 20).map((route) => route.name)).toEqual([]);
    expect(new Set(requests.map((request) => request.as))).toEqual(new Set(PRESENTERS));
  });

  it('answers no 5xx, no stack trace, and a JSON message with every 4xx', async () => {
    const started = Date.now();
    answers = await inPool(requests, (request) => send(shop.api, request, tokens.get(request.as)));
    const problems = requests.flatMap((request, index) => {
      const answer = answers[index] as FuzzAnswer;
      const htmlPage = HTML_PAGE_ROUTES.has(request.route.name);
      return answerProblems(answer, mustRefuse(request), htmlPage).map(
        (problem) => `#${index} ${problem}: ${describeRequest(request, answer)}`,
      );
    });
    const byClass: Record<string, number> = {};
    for (const answer of answers)
      byClass[`${Math.floor(answer.status / 100)}xx`] = (byClass[`${Math.floor(answer.status / 100)}xx`] ?? 0) + 1;
    console.log(
      `fuzz seed ${SEED}: ${answers.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      byClass,
    );

    expect(problems.slice(0, 25), `seed ${SEED}, ${problems.length} problems; FUZZ_SEED=${SEED} reproduces`).toEqual(
      [],
    );
  }, 600_000);

  it('leaves the table and the buckets exactly as they were: no rejected request wrote anything', async () => {
    expect(answers.length, 'the requests were sent').toBe(requests.length);

    // Rate-limit counters count every attempt, refused ones included (that is their job), and expire by TTL; a
    // staff sign-in is put on the audit trail at its first request, refused ones included (that is its job too).
    const changes = storeChanges(before, await snapshotStore(shop.stack, clients));
    expect(changes.filter((change) => !/^(added|changed) table (RATE#|AUDIT#sign-in-)/.test(change))).toEqual([]);
  });
});
