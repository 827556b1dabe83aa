import type { UserSettings } from '@shop/shared/accounts/user-settings';
import { updateUserSettingsRoute } from '@shop/shared/api/routes/update-user-settings';
import { DEFAULT_LANGUAGE, isShopLanguage, pathInLanguage, type ShopLanguage } from '@shop/shared/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentLanguage } from '../i18n/i18n.ts';
import { readLanguageChoice, writeLanguageChoice } from '../i18n/language-choice.ts';
import { userSettingsQueryOptions } from './account-queries.ts';
import { apiRequest } from './api-client.ts';
import { setAccountLocale } from './auth.ts';
import { browserStorage } from './stored-values.ts';

/** What to do when a signed-in person's saved language and this device's choice meet. */
export function profileLanguageAction(
  saved: string | undefined,
  deviceChoice: ShopLanguage | null,
  page: ShopLanguage,
): { kind: 'none' } | { kind: 'save'; language: ShopLanguage } | { kind: 'open'; language: ShopLanguage } {
  if (!isShopLanguage(saved) || saved === page) return { kind: 'none' };
  // A device without a choice (a first sign-in here) and a profile saying French: the person's language. English
  // is every new account's default, so it says nothing about the person and never takes a French page back.
  if (deviceChoice === null && saved !== DEFAULT_LANGUAGE) return { kind: 'open', language: saved };
  // Chosen on this device (the header switch or the settings page): the profile follows, and with it the mails.
  // A page merely visited in the other language (a shared /fr link, a browser asking for French) saves nothing.
  return deviceChoice === page ? { kind: 'save', language: page } : { kind: 'none' };
}

/** Where this device notes the language it last wrote to the account's `locale`, as `<userId>:<language>`. */
export const ACCOUNT_LOCALE_KEY = 'accountLocale';

/**
 * The language to write to the account's `locale` (the language of Cognito's mails, decision 0028): the profile's,
 * once the page shows it, unless this device already wrote it for this user. Undefined when there is nothing to do.
 */
export function accountLocaleToWrite(
  userId: string,
  saved: string | undefined,
  page: ShopLanguage,
  written: string | null,
): ShopLanguage | undefined {
  if (!isShopLanguage(saved) || saved !== page || written === `${userId}:${saved}`) return undefined;
  return saved;
}

/**
 * Keeps the language saved in the profile (settings page) and the one shown in step (decision 0026), and the
 * account's `locale` with them, so Cognito's mails (a forgotten password) follow it (decision 0028). Outside the
 * admin area, which stays English.
 */
export function useProfileLanguage(userId: string, settings: UserSettings | undefined): void {
  const queryClient = useQueryClient();
  const saved = settings?.language;
  useEffect(() => {
    if (!userId || saved === undefined || /^\/(fr\/)?admin(\/|$)/.test(window.location.pathname)) return;
    const action = profileLanguageAction(saved, readLanguageChoice(), currentLanguage());
    const storage = browserStorage();
    const locale = accountLocaleToWrite(userId, saved, currentLanguage(), storage?.getItem(ACCOUNT_LOCALE_KEY) ?? null);
    if (locale) {
      // Once per language change on this device; a failure is tried again on the next page.
      void setAccountLocale(locale)
        .then(() => storage?.setItem(ACCOUNT_LOCALE_KEY, `${userId}:${locale}`))
        .catch(() => undefined);
    }
    if (action.kind === 'save') {
      void apiRequest(updateUserSettingsRoute, { params: { userId }, body: { language: action.language } })
        .then((updated) => queryClient.setQueryData(userSettingsQueryOptions(userId).queryKey, updated))
        .catch(() => undefined);
    } else if (action.kind === 'open') {
      writeLanguageChoice(action.language);
      const { pathname, search, hash } = window.location;
      window.location.replace(`${pathInLanguage(pathname, action.language)}${search}${hash}`);
    }
  }, [userId, saved, queryClient]);
}
