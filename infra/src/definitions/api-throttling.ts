/** Requests per second (steady) and burst, as API Gateway's token bucket takes them. */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * Every route of the HTTP API's stage: well above a busy day of browsing (hundreds of plans, thousands
 * of users), well below the account's 10,000 rps, so one abusive client cannot starve the rest.
 */
export const STAGE_THROTTLE: Throttle = { rateLimit: 100, burstLimit: 200 };

/**
 * Tighter limits for the routes that cost money or send mail, keyed by route-table name: each call
 * creates an order and a Paystack transaction, stores a message and emails staff, mails a subscriber,
 * or signs an upload. WAF's per-IP rate rule stops one address; these cap the total.
 * The webhook is Paystack's, retried until answered: it keeps the stage limit.
 */
export const ROUTE_THROTTLES: Readonly<Record<string, Throttle>> = {
  'initialize-payment': { rateLimit: 10, burstLimit: 20 },
  'send-contact-message': { rateLimit: 2, burstLimit: 5 },
  'subscribe-newsletter': { rateLimit: 2, burstLimit: 5 },
  'create-review': { rateLimit: 5, burstLimit: 10 },
  'create-avatar-upload': { rateLimit: 5, burstLimit: 10 },
  'invite-user': { rateLimit: 1, burstLimit: 2 },
  'resend-gift': { rateLimit: 2, burstLimit: 5 },
  // A reopening stamps copies and mails the buyer; a refund request may call Paystack and mails staff's decision.
  'reopen-library-window': { rateLimit: 2, burstLimit: 5 },
  'request-refund': { rateLimit: 2, burstLimit: 5 },
  'close-account': { rateLimit: 1, burstLimit: 2 },
};
