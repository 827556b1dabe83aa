import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The public shell: header, the page, footer. `footerNewsletter` is composed in by the app (it is a feature). */
export function PublicLayout({ children, footerNewsletter }: { children: ReactNode; footerNewsletter?: ReactNode }) {
  return (
    <div className="page-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="page-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter newsletter={footerNewsletter} />
    </div>
  );
}
