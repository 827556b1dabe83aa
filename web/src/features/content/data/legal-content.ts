import { languageContent } from '../../../i18n/language-content.ts';
import { COOKIE_POLICY, PRIVACY_POLICY, TERMS_OF_SERVICE } from './legal-documents.ts';

/*
 * The legal documents in the page's language (decision 0027): each French translation is a module of its own, so
 * /fr/terms downloads the French terms and nothing else. Where the two versions differ, the English one prevails
 * (said at the top of each French page).
 */
export const termsContent = languageContent(TERMS_OF_SERVICE, () =>
  import('./terms-of-service.fr.ts').then((module) => module.TERMS_OF_SERVICE_FR),
);

export const privacyContent = languageContent(PRIVACY_POLICY, () =>
  import('./privacy-policy.fr.ts').then((module) => module.PRIVACY_POLICY_FR),
);

export const cookiesContent = languageContent(COOKIE_POLICY, () =>
  import('./cookie-policy.fr.ts').then((module) => module.COOKIE_POLICY_FR),
);
