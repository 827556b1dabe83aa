import { formatDate } from '../../lib/format-date.ts';

/**
 * When something runs, as an admin table shows it: between two dates, from or until one, or always when it has
 * neither bound (an ad's schedule, a promotion code's dates).
 */
export function dateSpan(start: string | null | undefined, end: string | null | undefined, timeZone: string): string {
  const show = (value: string) => formatDate(value, timeZone, { dateStyle: 'medium' });
  if (start && end) return `${show(start)} – ${show(end)}`;
  if (start) return `From ${show(start)}`;
  return end ? `Until ${show(end)}` : 'Always';
}
