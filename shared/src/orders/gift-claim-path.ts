/**
 * The gift claim page's path; the mail links to it with the order id and the token. A file of its own so the web's
 * route list (loaded on every first screen) does not bring gift.ts's schemas and texts with it.
 */
export function giftClaimPath(orderId: string, token: string): string {
  return `/gift/claim?order=${encodeURIComponent(orderId)}&token=${encodeURIComponent(token)}`;
}
