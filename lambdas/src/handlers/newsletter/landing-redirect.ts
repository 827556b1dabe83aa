import { languagePrefix, type ShopLanguage } from '@shop/shared/i18n/languages';

/** Where a newsletter mail's link sends the browser, and the line an API client reads instead. */
interface Landing {
  site: string;
  path: string;
  language: ShopLanguage;
  token: string;
  message: string;
}

/** A 303 to a newsletter page of the shop, in the subscriber's language, carrying the mail's token. */
export function landingRedirect({ site, path, language, token, message }: Landing) {
  return {
    status: 303,
    body: { message },
    headers: {
      location: `${site}${languagePrefix(language)}${path}?token=${encodeURIComponent(token)}`,
      'cache-control': 'no-store',
    },
  };
}
