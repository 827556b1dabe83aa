import { describe, expect, it } from 'vitest';
import { galleryImages, stepIndex } from '../src/features/plans/utils/gallery.ts';
import { isValidPlanData } from '../src/lib/plans/plan-validity.ts';
import { shareOrCopy } from '../src/lib/share-link.ts';
import { makePlan } from '../src/testing/plan-fixtures.ts';

describe('isValidPlanData (a plan page shows only plan data)', () => {
  it('accepts a plan with title, plan_type and bedrooms', () => {
    // Act
    const valid = isValidPlanData(makePlan());

    // Assess
    expect(valid).toBe(true);
  });

  it('refuses data missing the title, plan_type or bedrooms', () => {
    // Prepare
    const { title: _title, ...noTitle } = makePlan();
    const { plan_type: _type, ...noType } = makePlan();

    // Act
    const results = [noTitle, noType, { ...makePlan(), bedrooms: null }, { ...makePlan(), title: '' }].map(
      isValidPlanData,
    );

    // Assess
    expect(results).toEqual([false, false, false, false]);
  });

  it('refuses data carrying any travel-booking field', () => {
    // Act
    const results = ['travel_date', 'departure_time', 'from', 'to', 'fare'].map((field) =>
      isValidPlanData({ ...makePlan(), [field]: 'x' }),
    );

    // Assess
    expect(results).toEqual([false, false, false, false, false]);
  });

  it('refuses things that are not a record at all', () => {
    // Act
    const results = [null, 'plan', [makePlan()], 42].map(isValidPlanData);

    // Assess
    expect(results).toEqual([false, false, false, false]);
  });
});

describe('the plan gallery', () => {
  it('lists the main image first and each picture once, normalised', () => {
    // Prepare
    const plan = makePlan({
      image_url: 'https://img.example.com/a.jpg',
      gallery_images: ['https://img.example.com/a.jpg', '//img.example.com/b.jpg', ' '],
    });

    // Act
    const images = galleryImages(plan);

    // Assess
    expect(images).toEqual(['https://img.example.com/a.jpg', 'https://img.example.com/b.jpg']);
  });

  it('wraps round at both ends when stepping', () => {
    // Act
    const steps = [stepIndex(2, 1, 3), stepIndex(0, -1, 3), stepIndex(1, 1, 3), stepIndex(0, 1, 0)];

    // Assess
    expect(steps).toEqual([0, 2, 2, 0]);
  });
});

describe('shareOrCopy (the Share button of a plan page)', () => {
  const link = { title: 'Villa', url: 'https://shop.example/plans/p1' };

  it('uses the native share sheet when there is one', async () => {
    // Prepare
    const shared: unknown[] = [];

    // Act
    const outcome = await shareOrCopy(link, { share: async (data) => void shared.push(data) });

    // Assess
    expect(outcome).toBe('shared');
    expect(shared).toEqual([link]);
  });

  it('copies the link when there is no share sheet', async () => {
    // Prepare
    const copied: string[] = [];

    // Act
    const outcome = await shareOrCopy(link, { clipboard: { writeText: async (text) => void copied.push(text) } });

    // Assess
    expect(outcome).toBe('copied');
    expect(copied).toEqual([link.url]);
  });

  it('copies the given text instead of the link when asked (Share Favorites copies its list)', async () => {
    // Prepare
    const copied: string[] = [];

    // Act
    await shareOrCopy(link, { clipboard: { writeText: async (text) => void copied.push(text) } }, 'Villa: link');

    // Assess
    expect(copied).toEqual(['Villa: link']);
  });

  it('treats a closed share sheet as cancelled, not as a failure', async () => {
    // Act
    const outcome = await shareOrCopy(link, {
      share: () => Promise.reject(new DOMException('closed', 'AbortError')),
      clipboard: { writeText: async () => undefined },
    });

    // Assess
    expect(outcome).toBe('cancelled');
  });

  it('fails when the copy is refused too', async () => {
    // Act
    const outcome = await shareOrCopy(link, {
      share: () => Promise.reject(new Error('not allowed')),
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });

    // Assess
    expect(outcome).toBe('failed');
  });
});
