import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../seed/plan-catalogue.ts';
import { reviewWriter } from '../seed/review-texts.ts';
import { toPlan } from '../seed/seed-plans.ts';
import { seedReviewsFor } from '../seed/seed-reviews.ts';

const NO_FILES = { basic: [], standard: [], premium: [] };

describe('the seeded reviews', () => {
  it('never repeat one another, and some tell a longer story', () => {
    // Prepare: the whole catalogue, with one writer as the seed uses.
    const write = reviewWriter();
    const now = Date.parse('2026-11-28T06:00:00Z');

    // Act
    const reviews = PLAN_CATALOGUE.flatMap(
      (entry) =>
        seedReviewsFor(
          entry,
          toPlan(entry, { imageUrl: 'https://example.com/a.jpg', gallery: [] }, NO_FILES),
          now,
          write,
        ).reviews,
    );

    // Assess
    expect(reviews.length).toBeGreaterThan(80);
    expect(new Set(reviews.map((review) => review.content)).size).toBe(reviews.length);
    for (const entry of PLAN_CATALOGUE) {
      const titles = reviews.filter((review) => review.plan_id === entry.id).map((review) => review.title);
      expect(new Set(titles).size, entry.id).toBe(titles.length);
    }
    expect(reviews.filter((review) => review.content.length > 400).length).toBeGreaterThanOrEqual(10);
  });
});
