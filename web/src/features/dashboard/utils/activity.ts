import type { ActivityEntry } from '@shop/shared/orders/user-analytics';
import { t } from '../../../i18n/i18n.ts';

/** One line of the Activity tab, in words, for something the person really did. */
export function activityText(entry: Pick<ActivityEntry, 'kind' | 'planTitle'>): string {
  switch (entry.kind) {
    case 'purchase':
      return t('Purchased {title}', { title: entry.planTitle });
    case 'favorite':
      return t('Saved {title} to favorites', { title: entry.planTitle });
    case 'download':
      return t('Downloaded files of {title}', { title: entry.planTitle });
  }
}

/** Newest first, whatever order the server listed them in; entries with unreadable times go last. */
export function newestFirst<T extends Pick<ActivityEntry, 'at'>>(entries: readonly T[]): T[] {
  const time = (entry: T) => {
    const value = new Date(entry.at).getTime();
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...entries].sort((a, b) => time(b) - time(a));
}

/**
 * A purchase saved before sign-in sends the buyer back to it: signing in lands on the dashboard, but the person
 * was paying. Only a path inside this site is followed (never `//elsewhere` or a full address).
 */
export function returnPathOf(returnUrl: string | undefined): string | null {
  if (!returnUrl?.startsWith('/') || returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return null;
  return returnUrl;
}
