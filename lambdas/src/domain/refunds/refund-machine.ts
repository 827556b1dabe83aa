import type { DisputeStatus, OrderStatus, RefundStatus } from '@shop/shared/orders/order';

/**
 * An order's refund and dispute state, as far as refunds are concerned. `settled` is the one fact the side effects
 * hang on: it turns true exactly once, when the refund is known to stand (Paystack accepted staff's call or reported
 * a refund itself), and the writer of that transition sends the mail, writes the audit entry, reverses the counts and
 * removes the stamped copies.
 */
export interface RefundState {
  status: OrderStatus;
  refundStatus: RefundStatus | null;
  /** The status the order was refunded from: `completed` means a counted sale to take back. */
  refundedFrom: OrderStatus | null;
  settled: boolean;
  dispute: DisputeStatus | null;
}

/** Whatever the source (staff, Paystack's webhooks for a dashboard refund or a chargeback), in any order. */
export type RefundEvent =
  /** Staff press Refund: the order is claimed before Paystack is asked, so downloads close at once. */
  | { type: 'staff-requested' }
  /** Paystack accepted staff's refund call. */
  | { type: 'staff-accepted'; processed: boolean }
  /** Paystack refused staff's call or could not be reached. */
  | { type: 'staff-failed' }
  /** refund.pending / refund.processed, whoever started the refund. */
  | { type: 'refund-reported'; processed: boolean }
  | { type: 'refund-failed' }
  | { type: 'dispute-opened' }
  | { type: 'dispute-resolved'; buyerWon: boolean };

export type RefundEffect =
  /** Mail, audit entry, counts and purchase record, stamped copies removed. */
  | 'settle-refund'
  /** Staff told, audit entry, stamped copies removed while the dispute is open. */
  | 'dispute-opened'
  | 'dispute-resolved'
  | 'refund-failed-alarm';

export type RefundRefusal = 'already-refunded' | 'not-completed' | 'disputed';

export interface RefundStep {
  next: RefundState;
  effects: RefundEffect[];
  refusal?: RefundRefusal;
}

/** Statuses a refund Paystack reports can take an order from (it may report one before the shop saw the charge). */
const REFUNDABLE_BY_REPORT: readonly OrderStatus[] = ['completed', 'pending', 'failed', 'cancelled'];

const same = (state: RefundState): RefundStep => ({ next: state, effects: [] });

function reported(state: RefundState, processed: boolean): RefundStep {
  const refundStatus: RefundStatus | null = processed ? 'processed' : (state.refundStatus ?? 'requested');
  if (state.status === 'refunded') {
    const next = { ...state, refundStatus: processed ? 'processed' : state.refundStatus, settled: true };
    return { next, effects: state.settled ? [] : ['settle-refund'] };
  }
  if (!REFUNDABLE_BY_REPORT.includes(state.status)) return same(state);
  return {
    next: { ...state, status: 'refunded', refundStatus, refundedFrom: state.status, settled: true },
    effects: ['settle-refund'],
  };
}

/**
 * The next state for an event, and the side effects due because of this transition. Pure: the caller writes `next`
 * with a condition on the state it read, and only a caller whose write holds runs the effects, so they happen once
 * whatever the order and number of events.
 */
export function refundStep(state: RefundState, event: RefundEvent): RefundStep {
  switch (event.type) {
    case 'staff-requested':
      if (state.status === 'refunded') return { ...same(state), refusal: 'already-refunded' };
      if (state.status !== 'completed') return { ...same(state), refusal: 'not-completed' };
      if (state.dispute === 'open') return { ...same(state), refusal: 'disputed' };
      return {
        next: { ...state, status: 'refunded', refundStatus: 'requested', refundedFrom: 'completed', settled: false },
        effects: [],
      };
    case 'staff-accepted':
      return reported(state, event.processed);
    case 'staff-failed':
      // The claim is given back, unless Paystack reported a refund meanwhile (then it stands and is settled).
      if (state.status !== 'refunded' || state.settled) return same(state);
      return {
        next: { ...state, status: state.refundedFrom ?? 'completed', refundStatus: null, refundedFrom: null },
        effects: [],
      };
    case 'refund-reported':
      return reported(state, event.processed);
    case 'refund-failed':
      if (state.status !== 'refunded' || state.refundStatus === 'failed') return same(state);
      return { next: { ...state, refundStatus: 'failed' }, effects: ['refund-failed-alarm'] };
    case 'dispute-opened':
      // A late "create" never re-opens a dispute already resolved.
      if (state.dispute !== null) return same(state);
      return { next: { ...state, dispute: 'open' }, effects: ['dispute-opened'] };
    case 'dispute-resolved': {
      const closed: RefundStep =
        state.dispute === 'resolved'
          ? same(state)
          : { next: { ...state, dispute: 'resolved' }, effects: ['dispute-resolved'] };
      if (!event.buyerWon) return closed;
      const refunded = reported(closed.next, true);
      return { next: refunded.next, effects: [...closed.effects, ...refunded.effects] };
    }
  }
}

export function isSameRefundState(a: RefundState, b: RefundState): boolean {
  return (
    a.status === b.status &&
    a.refundStatus === b.refundStatus &&
    a.refundedFrom === b.refundedFrom &&
    a.settled === b.settled &&
    a.dispute === b.dispute
  );
}
