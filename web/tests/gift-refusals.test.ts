import { GIFT_TEXTS } from '@shop/shared/orders/gift';
import { describe, expect, it } from 'vitest';
import { GIFT_REFUSALS } from '../src/features/orders/utils/gift-refusals.ts';

describe('the gift refusals the pages translate', () => {
  it('are every refusal the server words for a person (so each has its French)', () => {
    const shownToPeople = Object.values(GIFT_TEXTS);

    expect([...GIFT_REFUSALS].sort()).toEqual([...shownToPeople].sort());
  });
});
