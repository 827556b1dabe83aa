import type { ReactNode } from 'react';
import { t } from '../../i18n/i18n.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The public shell: header, the page, footer. `footerNewsletter` and `cookieConsent` are composed in by the app
 * (they are features; a shared layout imports none).
 */
export function PublicLayout({
  children,
  footerNewsletter,
  cookieConsent,
}: {
  children: ReactNode;
  footerNewsletter?: ReactNode;
  cookieConsent?: ReactNode;
}) {
  return (
    <div className="page-shell">
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <SiteHeader />
      <main id="main" className="page-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter newsletter={footerNewsletter} />
      {/* Every public page asks about cookies; the admin area has its own shell without it. */}
      {cookieConsent}
    </div>
  );
}
