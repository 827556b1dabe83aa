import type { RouteName } from '@shop/shared/api/routes';

/** What user A owns, as the cross-user test sets it up; user B then presents these ids. */
export interface OwnerData {
  sub: string;
  email: string;
  orderId: string;
  reference: string;
  /** A file of A's completed order, as the download listing gives it. */
  filePath: string;
  /** A unique text stored in A's profile, so its appearance anywhere in B's answers is a leak. */
  marker: string;
}

export interface CrossUserProbe {
  /** 404 where an id must not even be confirmed (orders, downloads, payments); 403 where the design says so. */
  expected: 403 | 404;
  params: (owner: OwnerData) => Record<string, string>;
  query?: (owner: OwnerData) => Record<string, string>;
  body?: (owner: OwnerData) => unknown;
}

/**
 * How to aim each `user` route at A's ids. Orders, downloads and payments answer like a missing
 * record (another buyer's order is never even confirmed to exist); profiles, settings and the dashboard refuse
 * with 403 (a user id is not a secret, the data behind it is).
 */
export const CROSS_USER_PROBES: Partial<Record<RouteName, CrossUserProbe>> = {
  'get-profile': { expected: 403, params: (a) => ({ userId: a.sub }) },
  'update-profile': {
    expected: 403,
    params: (a) => ({ userId: a.sub }),
    body: () => ({ bio: 'Written by someone else' }),
  },
  'get-user-settings': { expected: 403, params: (a) => ({ userId: a.sub }) },
  'update-user-settings': { expected: 403, params: (a) => ({ userId: a.sub }), body: () => ({ theme: 'dark' }) },
  'get-user-analytics': { expected: 403, params: (a) => ({ userId: a.sub }) },
  'set-two-factor': { expected: 403, params: (a) => ({ userId: a.sub }), body: () => ({ enabled: false }) },
  'note-sign-in': {
    expected: 403,
    params: (a) => ({ userId: a.sub }),
    body: () => ({ device: 'someone-elses-browser-0001' }),
  },
  'get-order': { expected: 404, params: (a) => ({ id: a.orderId }) },
  'get-order-document': { expected: 404, params: (a) => ({ id: a.orderId, document: 'invoice' }) },
  'get-download': { expected: 404, params: (a) => ({ orderId: a.orderId }) },
  'download-file': {
    expected: 404,
    params: (a) => ({ orderId: a.orderId }),
    query: (a) => ({ filePath: a.filePath }),
  },
  'verify-payment': { expected: 404, params: (a) => ({ reference: a.reference }) },
  // The id travels in the body here, not the path, and is just as much A's.
  'confirm-payment': { expected: 404, params: () => ({}), body: (a) => ({ reference: a.reference }) },
  // Only a gift's giver may re-send it: anyone else is answered as for a missing order.
  'resend-gift': { expected: 404, params: (a) => ({ id: a.orderId }) },
  'reopen-library-window': { expected: 404, params: (a) => ({ orderId: a.orderId }), body: () => ({}) },
  'request-refund': { expected: 404, params: (a) => ({ id: a.orderId }), body: () => ({ reason: 'Not my order' }) },
};

/** `user` routes whose path parameters name nothing a user owns, and why. */
export const NOT_OWNED: Partial<Record<RouteName, string>> = {
  'vote-review': "plan and review ids are public; the vote is stored under the caller's own id",
  'get-plan-offers': "plan ids are public; what it answers is read from the caller's own orders only",
};

/** A route path with its parameters filled in (percent-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\+?\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}
