import { intlLocale } from '../i18n/i18n.ts';

/**
 * A date in the person's chosen time zone (user settings), e.g. "14 March 2026". An unknown zone falls back to
 * Ghana time rather than failing the page; an unreadable date gives ''.
 */
export function formatDate(
  iso: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // The page's language: "14 March 2026" in English, "14 mars 2026" in French (decision 0026).
  const locale = intlLocale();
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Africa/Accra' }).format(date);
  }
}
