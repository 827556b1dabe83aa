import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import type { AdminSection } from '../admin-sections.tsx';

/** An admin page whose tools are not built yet: its real title and what it will hold, not a 404. */
export function AdminSectionPage({ section }: { section: AdminSection }) {
  useDocumentMeta(`${section.title} | Admin`);
  const { Icon } = section;
  return (
    <section className="admin-page" aria-labelledby="admin-page-heading">
      <header className="account-page-header">
        <div>
          <h1 id="admin-page-heading">{section.title}</h1>
          <p>{section.summary}</p>
        </div>
      </header>
      <div className="card admin-placeholder">
        <span className="admin-placeholder-icon" aria-hidden="true">
          <Icon size={28} />
        </span>
        <h2>This section is being built</h2>
        <p>Its tools arrive with the next part of the admin area. The shop itself keeps running meanwhile.</p>
      </div>
    </section>
  );
}

/** An /admin path that is not one of the sections. */
export function AdminNotFound() {
  useDocumentMeta('Page Not Found | Admin');
  return (
    <section className="admin-page">
      <div className="card admin-placeholder">
        <h1>Page Not Found</h1>
        <p>This admin page does not exist.</p>
        <ButtonLink to={paths.adminDashboard.getHref()} variant="primary" size="small">
          Back to Dashboard
        </ButtonLink>
      </div>
    </section>
  );
}
