/*
 * A request to the firm's desk: a Premium buyer's included customization, a quote for changing a plan, or a quote
 * for one of the firm's services. Its state moves only along the arrows below; every write checks the arrow.
 */

export const REQUEST_KINDS = ['customization', 'modification_quote', 'service'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATES = [
  'new',
  'in_review',
  'quoted',
  'accepted',
  'in_progress',
  'delivered',
  'closed',
  'declined',
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/**
 * Where each state may go. A quote may be revised (quoted → quoted) until it is accepted; accepting is paying it,
 * or staff marking Premium's included customization as covered (in_review → accepted). A delivery may be followed
 * by more work (delivered → in_progress). Closed and declined are final.
 */
export const REQUEST_TRANSITIONS: Readonly<Record<RequestState, readonly RequestState[]>> = {
  new: ['in_review', 'quoted', 'accepted', 'declined', 'closed'],
  in_review: ['quoted', 'accepted', 'declined', 'closed'],
  quoted: ['quoted', 'accepted', 'declined', 'closed'],
  accepted: ['in_progress', 'delivered', 'closed'],
  in_progress: ['delivered', 'closed'],
  delivered: ['in_progress', 'closed'],
  closed: [],
  declined: [],
};

export function canMoveRequest(from: RequestState, to: RequestState): boolean {
  return REQUEST_TRANSITIONS[from].includes(to);
}

/** States in which the requester and staff may still write to the thread. */
export function isRequestOpen(state: RequestState): boolean {
  return state !== 'closed' && state !== 'declined';
}
