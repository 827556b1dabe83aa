import { createHmac } from 'node:crypto';

export interface WebhookDelivery {
  /** HTTP status of the first attempt (0 when the shop could not be reached). */
  firstStatus: number;
  /** Settles when a delivery was answered 200, or retries ran out, or the stand-in stopped. */
  done: Promise<boolean>;
}

/** Paystack retries unanswered webhooks; offline the waits are short: 0.5 s doubling to at most 10 s, 20 tries. */
const RETRY_START_MS = 500;
const RETRY_MAX_MS = 10_000;
const MAX_ATTEMPTS = 20;

/** Signs and posts webhooks as Paystack does: `x-paystack-signature` = HMAC SHA512 of the raw body with the secret key. */
export function webhookSender(options: { url: () => string; secretKey: string; log: (message: string) => void }) {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();

  async function attempt(body: string): Promise<number> {
    const signature = createHmac('sha512', options.secretKey).update(body).digest('hex');
    try {
      const response = await fetch(options.url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.status;
    } catch {
      return 0;
    }
  }

  return {
    /** Sends one event now and keeps retrying in the background until the shop answers 200. */
    async send(event: string, data: unknown): Promise<WebhookDelivery> {
      const body = JSON.stringify({ event, data });
      const firstStatus = await attempt(body);
      if (firstStatus === 200) return { firstStatus, done: Promise.resolve(true) };
      options.log(`webhook ${event} answered ${firstStatus || 'nothing'}; retrying`);
      const done = new Promise<boolean>((resolve) => {
        let wait = RETRY_START_MS;
        let attempts = 1;
        const retry = () => {
          if (stopped || attempts >= MAX_ATTEMPTS) return resolve(false);
          const timer = setTimeout(async () => {
            timers.delete(timer);
            attempts += 1;
            const status = await attempt(body);
            if (status === 200) return resolve(true);
            wait = Math.min(wait * 2, RETRY_MAX_MS);
            retry();
          }, wait);
          timers.add(timer);
        };
        retry();
      });
      return { firstStatus, done };
    },

    stop(): void {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
