import { splitTryAgain, type WaitUnit } from '@shop/shared/content/try-again';
import { intlLocale, t } from '../i18n/i18n.ts';

/** The wait, worded for its number; each text written out whole so the catalog extractor finds it. */
function waitText(unit: WaitUnit, count: number): string {
  const one = new Intl.PluralRules(intlLocale()).select(count) === 'one';
  if (unit === 'second') {
    return one
      ? t('Please try again in {count} second.', { count })
      : t('Please try again in {count} seconds.', { count });
  }
  if (unit === 'minute') {
    return one
      ? t('Please try again in {count} minute.', { count })
      : t('Please try again in {count} minutes.', { count });
  }
  return one ? t('Please try again in {count} hour.', { count }) : t('Please try again in {count} hours.', { count });
}

/**
 * A refusal from the API (a 429's "Too many messages from your connection. Please try again in 7 minutes.") in the
 * page's language: the reason from the catalog, the wait worded for its number.
 */
export function refusalText(message: string): string {
  const parts = splitTryAgain(message);
  // i18next-instrument-ignore-next-line
  return parts ? `${t(parts.reason)} ${waitText(parts.unit, parts.count)}` : t(message);
}
