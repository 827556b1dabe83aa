import { describe, expect, it } from 'vitest';
import { calendarDate, isUtcZone } from '../src/i18n/calendar-date.ts';

const LOCALES = { en: 'en-GB', fr: 'fr' } as const;
const STYLES = { short: 'medium', long: 'long' } as const;

/** Every day of a leap year and of the year after, at the first and last second of the day. */
function daysToCheck(): Date[] {
  const days: Date[] = [];
  for (let day = Date.UTC(2028, 0, 1); day < Date.UTC(2030, 0, 1); day += 86_400_000) {
    days.push(new Date(day), new Date(day + 86_399_000));
  }
  return days;
}

describe('calendarDate', () => {
  for (const language of ['en', 'fr'] as const) {
    for (const style of ['short', 'long'] as const) {
      it(`writes every day as Intl does in Ghana time (${language}, ${style})`, () => {
        const intl = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: STYLES[style], timeZone: 'Africa/Accra' });
        for (const date of daysToCheck()) expect(calendarDate(date, language, style)).toBe(intl.format(date));
      });
    }
  }

  it('gives nothing for an invalid date', () => {
    expect(calendarDate(new Date('not a date'), 'en', 'short')).toBe('');
  });

  it('knows Ghana time and UTC as UTC, and no zone with an offset', () => {
    expect(isUtcZone('Africa/Accra')).toBe(true);
    expect(isUtcZone('UTC')).toBe(true);
    expect(isUtcZone('Africa/Lagos')).toBe(false);
    expect(isUtcZone('Europe/London')).toBe(false);
  });
});
