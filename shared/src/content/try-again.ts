/**
 * The sentence every 429 ends with, from the seconds of its Retry-After: "Please try again in 7 minutes." The API
 * writes it in English; the web finds it again (`splitTryAgain`) to say the same in the page's language.
 */
export type WaitUnit = 'second' | 'minute' | 'hour';

export function waitIn(seconds: number): { count: number; unit: WaitUnit } {
  if (seconds < 60) return { count: Math.max(1, Math.ceil(seconds)), unit: 'second' };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return { count: minutes, unit: 'minute' };
  return { count: Math.ceil(minutes / 60), unit: 'hour' };
}

export function tryAgainText(seconds: number): string {
  const { count, unit } = waitIn(seconds);
  return `Please try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}

/** A refusal's reason and its wait, when the message ends with `tryAgainText`; undefined otherwise. */
export function splitTryAgain(message: string): { reason: string; count: number; unit: WaitUnit } | undefined {
  const match = /^(.*?)\s*Please try again in (\d+) (second|minute|hour)s?\.$/s.exec(message);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return { reason: match[1], count: Number(match[2]), unit: match[3] as WaitUnit };
}
