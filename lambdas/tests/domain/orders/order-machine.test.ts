import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/orders/order';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_OUTCOMES, type PaymentOutcome, paymentStep } from '../../../src/domain/orders/order-machine.ts';
import { type RefundEvent, type RefundState, refundStep } from '../../../src/domain/refunds/refund-machine.ts';

// Every status against every outcome, written out by hand: the rule a reader can check at a glance.
const EXPECTED: Record<OrderStatus, Record<PaymentOutcome, OrderStatus | undefined>> = {
  pending: { paid: 'completed', declined: 'failed', abandoned: 'cancelled' },
  processing: { paid: undefined, declined: undefined, abandoned: undefined },
  completed: { paid: undefined, declined: undefined, abandoned: undefined },
  cancelled: { paid: 'completed', declined: undefined, abandoned: undefined },
  failed: { paid: 'completed', declined: undefined, abandoned: undefined },
  refunded: { paid: undefined, declined: undefined, abandoned: undefined },
};

type Step = { kind: 'payment'; outcome: PaymentOutcome } | { kind: 'refund'; event: RefundEvent };

const steps: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...PAYMENT_OUTCOMES).map((outcome): Step => ({ kind: 'payment', outcome })),
  fc
    .oneof(
      fc.constant<RefundEvent>({ type: 'staff-requested' }),
      fc.boolean().map((processed): RefundEvent => ({ type: 'staff-accepted', processed })),
      fc.constant<RefundEvent>({ type: 'staff-failed' }),
      fc.boolean().map((processed): RefundEvent => ({ type: 'refund-reported', processed })),
      fc.constant<RefundEvent>({ type: 'refund-failed' }),
      fc.constant<RefundEvent>({ type: 'dispute-opened' }),
      fc.boolean().map((buyerWon): RefundEvent => ({ type: 'dispute-resolved', buyerWon })),
    )
    .map((event): Step => ({ kind: 'refund', event })),
);

/** Runs an order from pending through the steps, each machine applied where it owns the event. */
function run(sequence: Step[]): { trail: OrderStatus[]; state: RefundState } {
  let state: RefundState = { status: 'pending', refundStatus: null, refundedFrom: null, settled: false, dispute: null };
  const trail: OrderStatus[] = [state.status];
  for (const step of sequence) {
    if (step.kind === 'payment') {
      const next = paymentStep(state.status, step.outcome);
      if (next) state = { ...state, status: next };
    } else {
      state = refundStep(state, step.event).next;
    }
    trail.push(state.status);
  }
  return { trail, state };
}

describe('the order machine', () => {
  it.each(ORDER_STATUSES.flatMap((status) => PAYMENT_OUTCOMES.map((outcome) => [status, outcome] as const)))(
    '%s on %s',
    (status, outcome) => {
      expect(paymentStep(status, outcome)).toBe(EXPECTED[status][outcome]);
    },
  );

  it('never lets a payment outcome undo a completion or a refund, whatever the order of events', () => {
    fc.assert(
      fc.property(fc.array(steps, { maxLength: 30 }), (sequence) => {
        const { trail } = run(sequence);
        for (let i = 1; i < trail.length; i++) {
          const [before, after] = [trail[i - 1], trail[i]];
          const step = sequence[i - 1];
          if (step.kind !== 'payment' || before === after) continue;
          // A payment outcome only ever moves an order out of an unpaid status.
          expect(['pending', 'cancelled', 'failed']).toContain(before);
        }
        // Once an order has left pending it never returns, and nothing enters the status the server never writes.
        const left = trail.findIndex((status) => status !== 'pending');
        if (left >= 0) expect(trail.slice(left)).not.toContain('pending');
        expect(trail).not.toContain('processing');
      }),
      { numRuns: 2000 },
    );
  });

  it('completes an order exactly when a payment succeeded and no refund stands', () => {
    fc.assert(
      fc.property(fc.array(steps, { maxLength: 30 }), (sequence) => {
        const { state } = run(sequence);
        const paid = sequence.some((step) => step.kind === 'payment' && step.outcome === 'paid');
        if (state.status === 'completed') expect(paid).toBe(true);
        if (paid && state.status !== 'refunded') expect(state.status).toBe('completed');
      }),
      { numRuns: 2000 },
    );
  });
});
