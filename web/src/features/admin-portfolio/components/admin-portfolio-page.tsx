import { LOGO_URL } from '@shop/shared/constants';
import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page-header.tsx';
import { AdminCardSkeletons, AdminListStates } from '../../../components/admin/admin-states.tsx';
import { AdminEditDelete } from '../../../components/admin/admin-table.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { ResponsiveImg } from '../../../components/ui/responsive-img.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useAdminPortfolio, useDeleteProject } from '../api/portfolio.ts';
import { projectCountLabel } from '../utils/project-form.ts';
import { ProjectFormDialog } from './project-form-dialog.tsx';

type Editing = { item?: PortfolioItem } | null;

/** /admin/portfolio, 'Portfolio Management': the projects of the public portfolio, as cards. */
export function AdminPortfolioPage() {
  const showToast = useToast();
  const projects = useAdminPortfolio();
  const remove = useDeleteProject();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PortfolioItem | null>(null);
  const items = projects.data ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showToast('Project deleted successfully');
        setDeleting(null);
      },
      onError: () => showToast('Failed to delete project'),
    });
  };

  return (
    <AdminPage
      title="Portfolio Management"
      summary="The projects shown on the public portfolio."
      badge={projects.data ? <span className="admin-count-badge">{projectCountLabel(items.length)}</span> : null}
      actions={
        <button type="button" className="button button-primary" onClick={() => setEditing({})}>
          New Project
        </button>
      }
    >
      <AdminListStates
        pending={projects.isPending}
        // A failed load shows as empty too: the public portfolio only logs its load failures, and so does this list.
        empty={items.length === 0}
        loading="Loading projects..."
        skeleton={<AdminCardSkeletons count={6} label="Loading projects..." />}
        emptyState={{
          title: 'No Projects Yet',
          text: 'Projects you add here appear on the public portfolio.',
          action: (
            <button type="button" className="button button-primary" onClick={() => setEditing({})}>
              Create First Project
            </button>
          ),
        }}
      >
        <ul className="admin-card-grid admin-project-grid">
          {items.map((item) => (
            <li key={item.id} className="card admin-project-card">
              <ResponsiveImg
                sizes="(min-width: 700px) 320px, 100vw"
                src={item.design_image || LOGO_URL}
                alt=""
                loading="lazy"
                onError={(event) => {
                  event.currentTarget.src = LOGO_URL;
                }}
              />
              <span className="badge badge-type">{item.category || 'Project'}</span>
              <h2>{item.title}</h2>
              <p>{item.summary || 'No summary provided.'}</p>
              <div className="admin-row-actions">
                <AdminEditDelete
                  name={item.title}
                  onEdit={() => setEditing({ item })}
                  onDelete={() => setDeleting(item)}
                />
              </div>
            </li>
          ))}
        </ul>
      </AdminListStates>
      {editing ? <ProjectFormDialog item={editing.item} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete Project"
          question={`Are you sure you want to delete "${deleting.title}"?`}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
