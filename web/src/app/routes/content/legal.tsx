import { LegalPage } from '../../../features/content/components/legal-page.tsx';
import { cookiesContent, privacyContent, termsContent } from '../../../features/content/data/legal-content.ts';
import { CookieSettingsButton } from '../../../features/cookie-consent/components/cookie-settings-button.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import './content-pages.css';

/** Each page's document, loaded in its language before it renders (app/content-routes.tsx). */
export { cookiesContent, privacyContent, termsContent };

export function TermsRoute() {
  const document = termsContent.get();
  useDocumentMeta(document.title, document.summary);
  return <LegalPage document={document} />;
}

export function PrivacyRoute() {
  const document = privacyContent.get();
  useDocumentMeta(document.title, document.summary);
  return <LegalPage document={document} />;
}

export function CookiesRoute() {
  const document = cookiesContent.get();
  useDocumentMeta(document.title, document.summary);
  return (
    <LegalPage document={document}>
      <CookieSettingsButton />
    </LegalPage>
  );
}
