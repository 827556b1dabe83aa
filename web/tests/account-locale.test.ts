import { describe, expect, it } from 'vitest';
import { accountLocaleToWrite } from '../src/lib/use-profile-language.ts';

describe('the account’s locale follows the profile’s language (the language of Cognito’s mails)', () => {
  it('writes French once the profile says French and the page shows it', () => {
    expect(accountLocaleToWrite('u-1', 'fr', 'fr', null)).toBe('fr');
    expect(accountLocaleToWrite('u-1', 'en', 'en', 'u-1:fr')).toBe('en');
  });

  it('writes nothing this device already wrote for this user', () => {
    expect(accountLocaleToWrite('u-1', 'fr', 'fr', 'u-1:fr')).toBeUndefined();
    expect(accountLocaleToWrite('u-2', 'fr', 'fr', 'u-1:fr')).toBe('fr');
  });

  it('waits while the profile and the page disagree (the page is about to follow one or the other)', () => {
    expect(accountLocaleToWrite('u-1', 'fr', 'en', null)).toBeUndefined();
    expect(accountLocaleToWrite('u-1', 'en', 'fr', null)).toBeUndefined();
  });

  it('writes nothing for a language the shop does not speak or before the settings are read', () => {
    expect(accountLocaleToWrite('u-1', 'es', 'en', null)).toBeUndefined();
    expect(accountLocaleToWrite('u-1', undefined, 'en', null)).toBeUndefined();
  });
});
