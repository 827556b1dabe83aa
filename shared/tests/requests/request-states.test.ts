import { describe, expect, it } from 'vitest';
import { canMoveRequest, isRequestOpen, REQUEST_STATES } from '../../src/requests/request-states.ts';

describe('request states', () => {
  it('allows exactly these moves, and none out of closed or declined', () => {
    const allowed = REQUEST_STATES.flatMap((from) =>
      REQUEST_STATES.filter((to) => canMoveRequest(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'new>in_review',
      'new>quoted',
      'new>accepted',
      'new>closed',
      'new>declined',
      'in_review>quoted',
      'in_review>accepted',
      'in_review>closed',
      'in_review>declined',
      'quoted>quoted',
      'quoted>accepted',
      'quoted>closed',
      'quoted>declined',
      'accepted>in_progress',
      'accepted>delivered',
      'accepted>closed',
      'in_progress>delivered',
      'in_progress>closed',
      'delivered>in_progress',
      'delivered>closed',
    ]);
    expect(REQUEST_STATES.filter(isRequestOpen)).not.toContain('closed');
    expect(REQUEST_STATES.filter((state) => !isRequestOpen(state))).toEqual(['closed', 'declined']);
  });
});
