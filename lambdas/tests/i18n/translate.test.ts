import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/translate.ts';

describe('translatorFor', () => {
  it('writes English as the id, its placeholders filled', () => {
    const t = translatorFor('en');

    expect(t('Thank you for your purchase.')).toBe('Thank you for your purchase.');
    expect(t('The link works until {date}.', { date: '1 December 2026' })).toBe(
      'The link works until 1 December 2026.',
    );
  });

  it('writes French from the catalog, with the same values', () => {
    const t = translatorFor('fr');

    expect(t('Thank you for your purchase.')).toBe('Merci pour votre achat.');
    expect(t('The link works until {date}.', { date: '1 décembre 2026' })).toBe(
      'Le lien fonctionne jusqu’au 1 décembre 2026.',
    );
    expect(t('{days} days', { days: 7 })).toBe('7\u00a0jours');
  });

  it('keeps a language apart from the other: an English mail after a French one stays English', () => {
    const fr = translatorFor('fr');
    const en = translatorFor('en');

    expect(fr('Hello,')).toBe('Bonjour,');
    expect(en('Hello,')).toBe('Hello,');
    expect(fr('Hello,')).toBe('Bonjour,');
  });

  it('puts a typed value in as typed, even one that reads like an escape sequence or a placeholder', () => {
    const t = translatorFor('fr');
    const reason = "Downloaded \\u0041 {reason} it's <b>";

    expect(t('Our reason: {reason}', { reason })).toBe(`Notre raison\u202f: ${reason}`);
    expect(translatorFor('en')('Our reason: {reason}', { reason })).toBe(`Our reason: ${reason}`);
  });

  it('falls back to the English wording for a text the catalog lacks', () => {
    expect(translatorFor('fr')('Not in the catalog {x}', { x: 1 })).toBe('Not in the catalog 1');
  });
});
