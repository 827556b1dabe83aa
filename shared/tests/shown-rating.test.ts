import { describe, expect, it } from 'vitest';
import { formatRatingIn } from '../src/i18n/format-details.ts';
import { shownRating } from '../src/plans/shown-rating.ts';

describe('the rating as shown', () => {
  it('rounds the average to one decimal, a half up, whatever its binary form', () => {
    // Prepare / Act / Assess: averages of whole stars, as stored (three decimals).
    expect(shownRating(14 / 3)).toBe(4.7);
    expect(shownRating(4.75)).toBe(4.8);
    expect(shownRating(4.35)).toBe(4.4);
    expect(shownRating(4.349)).toBe(4.3);
    expect(shownRating(0)).toBe(0);
  });

  it('is the number on screen in both languages', () => {
    expect(formatRatingIn(4.35, 'en')).toBe('4.4');
    expect(formatRatingIn(4.75, 'fr')).toBe('4,8');
  });
});
