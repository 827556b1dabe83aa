import type { RequestAnalytics } from '@shop/shared/requests/request';
import { REQUEST_KINDS, type RequestKind } from '@shop/shared/requests/request-states';
import { InvalidInputError } from '../../errors/domain-errors.ts';
import type { AnalyticsRepository } from '../../repositories/analytics-repository.ts';
import type { RequestsRepository, StoredRequest } from '../../repositories/requests-repository.ts';
import { firstReplySeconds } from './request-thread.ts';

/** The median of the numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Requests by kind and the median time to staff's first reply, over the requests given. */
export function summarizeRequests(
  requests: readonly StoredRequest[],
): Omit<RequestAnalytics, 'quotes_accepted' | 'quotes_accepted_cedis'> {
  const by_kind = Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, 0])) as Record<RequestKind, number>;
  const replies: number[] = [];
  for (const request of requests) {
    by_kind[request.kind] += 1;
    const seconds = firstReplySeconds(request);
    if (seconds !== null) replies.push(seconds);
  }
  return { total: requests.length, by_kind, replied: replies.length, median_first_reply_seconds: median(replies) };
}

export const PERIOD_REFUSAL = 'from and to must be real dates, from on or before to';

export interface RequestAnalyticsDeps {
  requests: Pick<RequestsRepository, 'listCreatedBetween'>;
  analytics: Pick<AnalyticsRepository, 'days'>;
}

/**
 * The requests created in the period (dates, both days included), summarized, with the quotes paid in it: those
 * are read from the daily aggregates the payment's completion adds to (and a refund takes back), not counted here.
 */
export async function requestAnalytics(
  deps: RequestAnalyticsDeps,
  period: { from: string; to: string },
): Promise<RequestAnalytics> {
  // A reversed range is refused by DynamoDB's BETWEEN itself; an impossible date (2026-13-45) reads nothing useful.
  const real = (day: string) => new Date(`${day}T00:00:00.000Z`).toISOString().slice(0, 10) === day;
  const valid = (day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00.000Z`)) && real(day);
  if (!valid(period.from) || !valid(period.to) || period.from > period.to) {
    throw new InvalidInputError(PERIOD_REFUSAL);
  }
  const [requests, days] = await Promise.all([
    deps.requests.listCreatedBetween(`${period.from}T00:00:00.000Z`, `${period.to}T23:59:59.999Z`),
    deps.analytics.days(period.from, period.to),
  ]);
  const quotePesewas = days.reduce((sum, day) => sum + day.quoteRevenuePesewas, 0);
  return {
    ...summarizeRequests(requests),
    quotes_accepted: days.reduce((sum, day) => sum + day.quotesAccepted, 0),
    quotes_accepted_cedis: quotePesewas / 100,
  };
}
