import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryWaitWithinDeadline } from '../../../src/adapters/delivery-wait.ts';
import { currentDelivery, type DeliveryDeps } from '../../../src/domain/downloads/order-delivery.ts';
import { CALL_BUDGETS, worstCallMs } from '../../../src/outbound/call-budgets.ts';
import { ROUTE_ANSWER_RESERVE_MS, withRequestDeadline } from '../../../src/outbound/request-deadline.ts';

const FILES = [{ key: 'plans/villa/a.pdf', version: 'v1' }] as unknown as Parameters<typeof currentDelivery>[2];

/** A delivery that is asked for and never gets made: every read finds it preparing. */
function neverReady(canWaitMore?: DeliveryDeps['canWaitMore']) {
  const get = vi.fn(async () => ({ status: 'preparing' as const }));
  const deps = {
    deliveries: { get, request: vi.fn(async () => false) },
    requests: { send: vi.fn(async () => undefined) },
    now: () => new Date('2026-11-28T07:00:00Z'),
    canWaitMore,
  } as unknown as DeliveryDeps;
  return { deps, get };
}

describe('waiting for a delivery in the making', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops as soon as the request has no time for another pause and read, and answers preparing', async () => {
    // Prepare: time for two more rounds, then none.
    let rounds = 2;
    const { deps, get } = neverReady(() => rounds-- > 0);

    // Act
    const pending = currentDelivery(deps, 'order-1', FILES);
    await vi.runAllTimersAsync();

    // Assess: the first read, then one read per allowed round.
    expect(await pending).toBeUndefined();
    expect(get).toHaveBeenCalledTimes(1 + 2);
  });

  it('gives another round only while the read after it and the calls after the wait fit before the deadline', async () => {
    const worst = worstCallMs(CALL_BUDGETS.request);
    const leftAtStart = ROUTE_ANSWER_RESERVE_MS + 300 + 3 * worst + 100;
    await withRequestDeadline(leftAtStart, async () => {
      // 100 ms to spare for the download route (the read and two calls after the wait), none for more calls.
      expect(deliveryWaitWithinDeadline(2)(300)).toBe(true);
      vi.advanceTimersByTime(200);
      expect(deliveryWaitWithinDeadline(2)(300)).toBe(false);
      // The page's own route makes no call after the wait: it may go on.
      expect(deliveryWaitWithinDeadline(0)(300)).toBe(true);
    });
  });

  it('waits its full length outside a request', async () => {
    const { deps, get } = neverReady(deliveryWaitWithinDeadline(2));

    const pending = currentDelivery(deps, 'order-1', FILES);
    await vi.runAllTimersAsync();

    expect(await pending).toBeUndefined();
    expect(get).toHaveBeenCalledTimes(1 + 20);
  });
});
