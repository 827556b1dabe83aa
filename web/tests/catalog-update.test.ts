import { describe, expect, it } from 'vitest';
import { shopCatalogs, updateCatalog } from '../build/catalog-update.ts';

describe('updateCatalog', () => {
  it('keeps the texts still written in their place, adds new ones at the end, drops the ones no code writes', () => {
    const current = { Villa: 'Villa', Bungalow: 'Bungalow', Gone: 'Parti' };

    const next = updateCatalog(current, ['New text', 'Bungalow', 'Villa'], () => '');

    expect(Object.entries(next)).toEqual([
      ['Villa', 'Villa'],
      ['Bungalow', 'Bungalow'],
      ['New text', ''],
    ]);
  });
});

describe('shopCatalogs', () => {
  const firstScreen = new Set(['main.tsx', 'home.tsx']);
  const ids = new Map([
    ['Browse Plans', ['home.tsx', 'plans.tsx']],
    ['{count} Bedrooms', ['plans.tsx']],
    ['Checkout', ['checkout.tsx']],
    ['© {year}', ['main.tsx']],
  ]);
  const current = {
    fr: { 'Browse Plans': 'Parcourir les plans', '{count} Bedrooms': '{count} chambres' },
    'fr-more': {},
    en: { '{count} Bedrooms': '{count} Bedrooms' },
    'en-more': {},
  };

  it("splits French by the files that write each text, keeping a moved text's translation", () => {
    const next = shopCatalogs(ids, firstScreen, current);

    expect(next.fr).toEqual({ 'Browse Plans': 'Parcourir les plans', '© {year}': '' });
    expect(next['fr-more']).toEqual({ '{count} Bedrooms': '{count} chambres', Checkout: '' });
  });

  it('lists in English only the messages with placeholders, word for word, split the same way', () => {
    const next = shopCatalogs(ids, firstScreen, current);

    expect(next.en).toEqual({ '© {year}': '© {year}' });
    expect(next['en-more']).toEqual({ '{count} Bedrooms': '{count} Bedrooms' });
  });
});
