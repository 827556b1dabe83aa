import type { ReactNode } from 'react';
import { CookieConsent } from '../../features/cookie-consent/components/cookie-consent.tsx';
import { t } from '../../i18n/i18n.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The public shell: header, the page, footer. `footerNewsletter` is composed in by the app (it is a feature). */
export function PublicLayout({ children, footerNewsletter }: { children: ReactNode; footerNewsletter?: ReactNode }) {
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
      {/* Every public page (storefront spec section 2); the admin area has its own shell without it. */}
      <CookieConsent />
    </div>
  );
}
