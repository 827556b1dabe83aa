import { randomUUID } from 'node:crypto';
import { type CheckResult, errorText, fail, pass } from '@shop/infra/preflight/check-result';
import { AD_EVENT_RATE_LIMIT } from '@shop/lambdas/domain/ads/record-ad-event';
import { AD_TOO_MANY_TEXT } from '@shop/shared/storefront/ad-events';
import { get, type SmokeTarget, siteUrl } from '../smoke-target.ts';

/**
 * An ad that does not exist: the ad-event route counts the caller's rate limit before it looks the ad up, so
 * each call costs one counter write and answers 404. Nothing is counted on a real ad, stored or mailed,
 * unlike the contact form (which mails the firm) or the newsletter (which mails the address).
 */
export const PROBE_AD_ID = 'smoke-check-no-such-ad';
/** Calls in flight at once: the whole run must fit in one rate-limit window. */
const CONCURRENCY = 8;
/** Seconds of the window the calls need at least; otherwise the check waits for the next window. */
const NEEDED_SECONDS = 20;

/** The client headers a caller might forge to pass for someone else, different on every call. */
export function forgedHeaders(call: number): Record<string, string> {
  const address = `198.51.${Math.floor(call / 250) % 250}.${(call % 250) + 1}`;
  return {
    'x-forwarded-for': address,
    'cloudfront-viewer-address': `${address}:${40000 + call}`,
    'true-client-ip': address,
    'x-real-ip': address,
  };
}

/** Waits, when needed, for a window with time enough left, judged by the server's clock (its Date header). */
async function startOfUsableWindow(target: SmokeTarget, windowSeconds: number): Promise<void> {
  const date = (await get(siteUrl(target, '/api/settings'))).headers.get('date');
  const serverNow = date ? Date.parse(date) : Date.now();
  const intoWindow = (serverNow / 1000) % windowSeconds;
  if (windowSeconds - intoWindow < NEEDED_SECONDS) {
    await new Promise((resolve) => setTimeout(resolve, (windowSeconds - intoWindow + 1) * 1000));
  }
}

/**
 * Forged client addresses do not move the rate limits: limit + 1 calls, each claiming another address in
 * every header a proxy might read, must still meet the shop's own 429 (keyed on the address CloudFront sees).
 */
export async function checkForgedAddresses(target: SmokeTarget): Promise<CheckResult> {
  const check = 'forged addresses do not move the rate limits';
  const { limit, windowSeconds } = AD_EVENT_RATE_LIMIT;
  const url = siteUrl(target, `/api/ads/${PROBE_AD_ID}/impression`);
  try {
    await startOfUsableWindow(target, windowSeconds);
    const started = Date.now();
    const statuses: number[] = [];
    const messages = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next <= limit) {
        const call = next++;
        const response = await get(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...forgedHeaders(call) },
          body: JSON.stringify({ pageLoadId: randomUUID() }),
        });
        statuses.push(response.status);
        if (response.status === 429) messages.add(((await response.json()) as { message?: string }).message ?? '');
        else await response.body?.cancel();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (Date.now() - started) / 1000;
    const limited = statuses.filter((status) => status === 429).length;
    const summary = `${statuses.length} calls from ${statuses.length} forged addresses in ${seconds.toFixed(1)} s: ${limited} limited`;
    if (limited > 0 && [...messages].some((message) => message.startsWith(AD_TOO_MANY_TEXT)))
      return pass(check, `${summary} by the shop's own limit`);
    if (limited > 0) {
      return fail(
        check,
        `${summary}, but by another limit (${[...messages].join(', ')})`,
        'a throttle or the WAF answered before the shop did; run the smoke check again in a few minutes.',
      );
    }
    if (seconds >= windowSeconds - NEEDED_SECONDS) {
      return fail(
        check,
        `${summary}: the calls outlasted the ${windowSeconds} s window`,
        'run the smoke check again from a faster connection.',
      );
    }
    return fail(
      check,
      `${summary}: each forged address got a limit of its own (statuses ${[...new Set(statuses)].join(', ')})`,
      'rate limits must key on CloudFront-Viewer-Address as CloudFront sets it (lambdas/src/http/client-address.ts) and the API must answer only CloudFront; do not launch until fixed.',
    );
  } catch (error) {
    return fail(check, `the calls failed (${errorText(error)})`, 'check the --url.');
  }
}
