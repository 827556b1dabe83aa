import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import type { Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYSTACK_TIMEOUT_MS, paystackClient } from '../../src/adapters/paystack.ts';
import { handler as getPlan } from '../../src/handlers/plans/get-plan.ts';
import { CALL_BUDGETS } from '../../src/outbound/call-budgets.ts';
import {
  callTimeoutMs,
  MIN_CALL_MS,
  RequestDeadlineError,
  ROUTE_ANSWER_RESERVE_MS,
  timeLeftMs,
  withRequestDeadline,
} from '../../src/outbound/request-deadline.ts';
import { apiEvent, checkedResult } from '../support/api-event.ts';

describe('the time a call may take inside a request', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the call budget alone outside a request (jobs, triggers)', () => {
    expect(timeLeftMs()).toBeUndefined();
    expect(callTimeoutMs(CALL_BUDGETS.request.requestTimeout)).toBe(CALL_BUDGETS.request.requestTimeout);
  });

  it('shrinks to what the request has left, less the time kept for the answer', async () => {
    await withRequestDeadline(12_000, async () => {
      expect(callTimeoutMs(2_500)).toBe(2_500);
      vi.advanceTimersByTime(9_000);
      // 12 s - 1 s kept for the answer - 9 s used: 2 s left for a call whose budget is 2.5 s.
      expect(callTimeoutMs(2_500)).toBe(12_000 - ROUTE_ANSWER_RESERVE_MS - 9_000);
    });
  });

  it('refuses a call before it starts when less than the minimum is left', async () => {
    await withRequestDeadline(ROUTE_ANSWER_RESERVE_MS + MIN_CALL_MS + 50, async () => {
      expect(callTimeoutMs(2_500)).toBe(MIN_CALL_MS + 50);
      vi.advanceTimersByTime(100);
      expect(() => callTimeoutMs(2_500)).toThrow(RequestDeadlineError);
    });
  });

  it('keeps each of two requests served side by side to its own deadline', async () => {
    const short = withRequestDeadline(3_000, async () => {
      await Promise.resolve();
      return timeLeftMs();
    });
    const long = withRequestDeadline(20_000, async () => timeLeftMs());
    expect(await short).toBe(2_000);
    expect(await long).toBe(19_000);
  });
});

/* Services that accept connections and never answer: real sockets, so the SDK's and fetch's own timers are tested. */
let silent: Server;
const sockets: Socket[] = [];
let connections = 0;
let silentUrl = '';

beforeAll(async () => {
  silent = createServer((socket) => {
    connections += 1;
    sockets.push(socket);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('a route whose store stops answering late in the invocation', () => {
  it('answers its own 503 before Lambda would end it, instead of two full attempts', { timeout: 20_000 }, async () => {
    // Prepare: 2.5 s left when the request starts; one attempt alone may take 2.5 s, two take over 5 s.
    vi.stubEnv('TABLE_NAME', 'shop');
    vi.stubEnv('LOG_LEVEL', 'silent');
    vi.stubEnv('DYNAMODB_ENDPOINT', silentUrl);
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
    const remainingAtStart = 2_500;
    const started = Date.now();
    const context = {
      awsRequestId: 'req-deadline',
      getRemainingTimeInMillis: () => remainingAtStart - (Date.now() - started),
    } as Context;
    const event = apiEvent({ routeKey: 'GET /api/plans/{id}', path: '/api/plans/plan-1', params: { id: 'plan-1' } });

    // Act
    const result = await checkedResult(await getPlan(event, context), event);

    // Assess: the first attempt got what was left, the retry found nothing left and was never sent.
    const waited = Date.now() - started;
    expect(result.status).toBe(503);
    expect(result.body).toEqual({
      message: 'This took too long on our side. Please try again in a moment.',
      requestId: 'req-deadline',
    });
    expect(result.headers['retry-after']).toBe('5');
    expect(waited).toBeGreaterThanOrEqual(remainingAtStart - ROUTE_ANSWER_RESERVE_MS - 50);
    expect(waited).toBeLessThan(remainingAtStart);
    vi.unstubAllEnvs();
  });
});

describe('a Paystack call late in a request', () => {
  it('waits only what the request has left, not its own 8 s', { timeout: 20_000 }, async () => {
    const paystack = paystackClient(silentUrl, async () => 'sk_test_x');
    const started = Date.now();

    await expect(withRequestDeadline(ROUTE_ANSWER_RESERVE_MS + 800, () => paystack.verify('ref-1'))).rejects.toThrow(
      /could not be reached/,
    );

    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(700);
    expect(waited).toBeLessThan(PAYSTACK_TIMEOUT_MS / 4);
  });

  it('is not sent at all when the request has no time left', async () => {
    const paystack = paystackClient(silentUrl, async () => 'sk_test_x');
    const before = connections;

    await expect(withRequestDeadline(ROUTE_ANSWER_RESERVE_MS, () => paystack.verify('ref-1'))).rejects.toThrow(
      RequestDeadlineError,
    );
    expect(connections).toBe(before);
  });
});
