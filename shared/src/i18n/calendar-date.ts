import type { ShopLanguage } from './languages.ts';

/*
 * A day's date as Intl writes it in Ghana time ("14 Mar 2026", "14 mars 2026"), without Intl. A page's first use of
 * Intl loads the browser's ICU locale data: 50-70 ms of a phone's main thread, most of the blocking time of a plan
 * page whose only other Intl use is its review dates (decision 0015 keeps ICU off first screens for the same reason).
 * Ghana's time is UTC all year, so the day, month and year are the UTC ones. The names are ICU's (en-GB and fr), and
 * a test holds them equal to Intl's text.
 */
const MONTHS: Record<ShopLanguage, Record<MonthStyle, readonly string[]>> = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  fr: {
    short: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    long: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
  },
};

/** `short` is Intl's `dateStyle: 'medium'` ("14 Mar 2026"), `long` its `dateStyle: 'long'` ("14 March 2026"). */
export type MonthStyle = 'short' | 'long';

/** Time zones whose clock is UTC's at every date the shop shows: Ghana's, and UTC itself. */
const UTC_ZONES = new Set(['Africa/Accra', 'UTC', 'Etc/UTC', 'GMT', 'Etc/GMT']);

export function isUtcZone(timeZone: string): boolean {
  return UTC_ZONES.has(timeZone);
}

/** The date of `date` in UTC as Intl writes a day in `language`; '' for an invalid date. */
export function calendarDate(date: Date, language: ShopLanguage, style: MonthStyle): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${MONTHS[language][style][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
