import { pathInLanguage, pathWithoutLanguage, preferredShopLanguage } from '@shop/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { languageRedirect, readLanguageChoice, writeLanguageChoice } from '../src/i18n/language-choice.ts';
import { profileLanguageAction } from '../src/lib/use-profile-language.ts';
import { memoryStorage } from '../src/testing/memory-storage.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('language URLs', () => {
  it.each([
    ['/', 'fr', '/fr'],
    ['/plans/villa-1', 'fr', '/fr/plans/villa-1'],
    ['/fr/plans', 'en', '/plans'],
    ['/fr', 'en', '/'],
    ['/fr/checkout', 'fr', '/fr/checkout'],
    ['/francais', 'fr', '/fr/francais'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(pathInLanguage(path, language)).toBe(expected);
  });

  it('reads the page path under the prefix', () => {
    expect(pathWithoutLanguage('/fr/user/orders')).toBe('/user/orders');
    expect(pathWithoutLanguage('/fr')).toBe('/');
    expect(pathWithoutLanguage('/plans')).toBe('/plans');
  });

  it("takes the browser's first language the shop speaks", () => {
    expect(preferredShopLanguage(['fr-CI', 'en'])).toBe('fr');
    expect(preferredShopLanguage(['de-DE', 'fr;q=0.8'])).toBe('fr');
    expect(preferredShopLanguage(['en-GB', 'fr-FR'])).toBe('en');
    expect(preferredShopLanguage(['es', 'de'])).toBe('en');
    expect(preferredShopLanguage([])).toBe('en');
  });
});

describe('where a page load goes', () => {
  it('sends a first visit whose browser prefers French from an English page to the same French page', () => {
    expect(languageRedirect(at('/plans', '?type=villa', '#top'), null, ['fr-FR'])).toBe('/fr/plans?type=villa#top');
  });

  it('leaves a French link French for an English browser without a choice (shared links, search engines)', () => {
    expect(languageRedirect(at('/fr/plans'), null, ['en-US'])).toBeNull();
  });

  it('follows the choice made on this device over the browser', () => {
    expect(languageRedirect(at('/fr/plans'), 'en', ['fr-FR'])).toBe('/plans');
    expect(languageRedirect(at('/plans'), 'fr', ['en-GB'])).toBe('/fr/plans');
    expect(languageRedirect(at('/plans'), 'en', ['fr-FR'])).toBeNull();
  });

  it('never moves the admin area, which stays English', () => {
    expect(languageRedirect(at('/admin/orders'), 'fr', ['fr-FR'])).toBeNull();
  });

  it('keeps the choice in storage and ignores what it does not know', () => {
    const storage = memoryStorage();
    expect(readLanguageChoice(storage)).toBeNull();
    writeLanguageChoice('fr', storage);
    expect(readLanguageChoice(storage)).toBe('fr');
    storage.setItem('language', 'es');
    expect(readLanguageChoice(storage)).toBeNull();
  });
});

describe("a signed-in person's saved language", () => {
  it('opens French on a device without a choice when the profile says French', () => {
    expect(profileLanguageAction('fr', null, 'en')).toEqual({ kind: 'open', language: 'fr' });
  });

  it('saves the language shown only when it was chosen on this device', () => {
    expect(profileLanguageAction('en', 'fr', 'fr')).toEqual({ kind: 'save', language: 'fr' });
    expect(profileLanguageAction('fr', 'en', 'en')).toEqual({ kind: 'save', language: 'en' });
  });

  it('changes nothing saved when a page in the other language is only visited', () => {
    // A shared /fr link or a browser asking for French, opened by someone whose profile says English.
    expect(profileLanguageAction('en', null, 'fr')).toEqual({ kind: 'none' });
  });

  it('does nothing when they agree, or for a language the shop does not speak', () => {
    expect(profileLanguageAction('fr', null, 'fr')).toEqual({ kind: 'none' });
    expect(profileLanguageAction('es', null, 'fr')).toEqual({ kind: 'none' });
  });
});
