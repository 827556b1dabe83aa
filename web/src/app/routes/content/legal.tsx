import { LegalPage } from '../../../features/content/components/legal-page.tsx';
import { COOKIE_POLICY, PRIVACY_POLICY, TERMS_OF_SERVICE } from '../../../features/content/data/legal-documents.ts';
import { CookieSettingsButton } from '../../../features/cookie-consent/components/cookie-settings-button.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import './content-pages.css';

export function TermsRoute() {
  useDocumentMeta(TERMS_OF_SERVICE.title, TERMS_OF_SERVICE.summary);
  return <LegalPage document={TERMS_OF_SERVICE} />;
}

export function PrivacyRoute() {
  useDocumentMeta(PRIVACY_POLICY.title, PRIVACY_POLICY.summary);
  return <LegalPage document={PRIVACY_POLICY} />;
}

export function CookiesRoute() {
  useDocumentMeta(COOKIE_POLICY.title, COOKIE_POLICY.summary);
  return (
    <LegalPage document={COOKIE_POLICY}>
      <CookieSettingsButton />
    </LegalPage>
  );
}
