import type { UserSettings } from '@shop/shared/accounts/user-settings';
import { updateUserSettingsRoute } from '@shop/shared/api/routes/update-user-settings';
import { DEFAULT_LANGUAGE, isShopLanguage, pathInLanguage, type ShopLanguage } from '@shop/shared/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userSettingsQueryOptions } from '../lib/account-queries.ts';
import { apiRequest } from '../lib/api-client.ts';
import { currentLanguage } from './i18n.ts';
import { readLanguageChoice, writeLanguageChoice } from './language-choice.ts';

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
  // Chosen on this device (header switch, or French pages the browser asked for): the profile follows, and with
  // it the mails.
  return { kind: 'save', language: page };
}

/**
 * Keeps the language saved in the profile (settings page) and the one shown in step (decision 0026). Outside the
 * admin area, which stays English.
 */
export function useProfileLanguage(userId: string, settings: UserSettings | undefined): void {
  const queryClient = useQueryClient();
  const saved = settings?.language;
  useEffect(() => {
    if (!userId || saved === undefined || /^\/(fr\/)?admin(\/|$)/.test(window.location.pathname)) return;
    const action = profileLanguageAction(saved, readLanguageChoice(), currentLanguage());
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
