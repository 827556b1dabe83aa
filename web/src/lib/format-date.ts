import { calendarDate, isUtcZone, type MonthStyle } from '@shop/shared/i18n/calendar-date';
import { currentLanguage, intlLocale } from '../i18n/i18n.ts';

/** Intl's day-only styles and the month names that write them without Intl. */
const DAY_STYLES: Partial<Record<string, MonthStyle>> = { medium: 'short', long: 'long' };

/**
 * A date in the person's chosen time zone (user settings), e.g. "14 March 2026". An unknown zone falls back to
 * Ghana time rather than failing the page; an unreadable date gives ''. A day in Ghana time (every visitor's until
 * they choose a zone) is written without Intl, whose first use costs a phone's main thread the ICU data's load.
 */
export function formatDate(
  iso: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const dayStyle = Object.keys(options).length === 1 && options.dateStyle ? DAY_STYLES[options.dateStyle] : undefined;
  if (dayStyle && isUtcZone(timeZone)) return calendarDate(date, currentLanguage(), dayStyle);
  // The page's language: "14 March 2026" in English, "14 mars 2026" in French (decision 0026).
  const locale = intlLocale();
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Africa/Accra' }).format(date);
  }
}
