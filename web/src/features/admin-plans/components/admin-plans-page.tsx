import { PLAN_STATUSES, type PlanSort, type PlanStatus, type PublicPlan } from '@shop/shared/plans/plan';
import { useState } from 'react';
import { AdminListToolbar, AdminSelect } from '../../../components/admin/admin-list-toolbar.tsx';
import { AdminPage } from '../../../components/admin/admin-page-header.tsx';
import { AdminListStates, listLoad } from '../../../components/admin/admin-states.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedCallback } from '../../../hooks/use-debounced-callback.ts';
import { usePendingIds } from '../../../hooks/use-pending-ids.ts';
import { useFileSave } from '../../../lib/save-blob.ts';
import { useAdminPlanPages } from '../api/get-admin-plan-page.ts';
import { fetchPlansCsv } from '../api/plan-import.ts';
import { useDeletePlan, useUpdatePlan } from '../api/plan-mutations.ts';
import { PLAN_STATUS_LABELS } from '../utils/plan-labels.ts';
import { EditPlanDialog } from './edit-plan-dialog.tsx';
import { PlanFileVersionsDialog } from './plan-file-versions-dialog.tsx';
import { PlanFormDialog } from './plan-form-dialog.tsx';
import { PlansTable } from './plans-table.tsx';

type Editing = { mode: 'add' } | { mode: 'edit'; plan: PublicPlan } | null;

const STATUS_FILTERS = PLAN_STATUSES.map((id) => ({ id, label: `${PLAN_STATUS_LABELS[id]} plans` }));
const SORTS: { id: PlanSort; label: string }[] = [
  { id: 'featured', label: 'Featured first, newest' },
  { id: 'price-asc', label: 'Price: Low to High' },
  { id: 'price-desc', label: 'Price: High to Low' },
  { id: 'rating', label: 'Highest rated' },
  { id: 'downloads', label: 'Most downloaded' },
];

/**
 * /admin/plans: plans of one status at a time, searched, sorted and paged by the server (so the page costs the
 * same at 5,000 plans as at 40), with add, edit, delete, the featured switch and a view link.
 */
export function AdminPlansPage() {
  const showToast = useToast();
  const [status, setStatus] = useState<PlanStatus>('active');
  const [sort, setSort] = useState<PlanSort>('featured');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const commitSearch = useDebouncedCallback(setQ, 300);
  const pages = useAdminPlanPages({ status, sort, q });
  const rows = pages.data?.pages.flatMap((page) => page.plans) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const update = useUpdatePlan();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Editing>(null);
  const [filesOf, setFilesOf] = useState<PublicPlan | null>(null);
  const [deleting, setDeleting] = useState<PublicPlan | null>(null);
  const { pending: pendingFeatured, start: markPending, done: markDone } = usePendingIds();

  const csv = useFileSave<'csv'>(() => showToast('Failed to export plans'));
  const exporting = csv.saving !== null;
  const exportPlans = () => csv.save('csv', fetchPlansCsv, 'plans.csv');

  const toggleFeatured = (plan: PublicPlan) => {
    markPending(plan.id);
    update.mutate(
      { id: plan.id, changes: { featured: !plan.featured } },
      {
        onSuccess: () => showToast('Plan updated successfully'),
        onError: () => showToast('Failed to update plan'),
        onSettled: () => markDone(plan.id),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        showToast({
          title: answer.message || 'Plan deleted successfully',
          // A sold plan's files stay in storage until every buyer's download window has closed.
          description: answer.filesRemoved ? undefined : 'Its files are kept for buyers who can still download them.',
        });
        setDeleting(null);
      },
      onError: () => showToast('Failed to delete plan'),
    });
  };

  return (
    <AdminPage
      title="Plans"
      summary="Add, edit, feature and retire house plans, with their images and files."
      badge={pages.data ? <span className="admin-count-badge">{total === 1 ? '1 Plan' : `${total} Plans`}</span> : null}
      actions={
        <>
          <button
            type="button"
            className="button button-outline"
            onClick={() => void exportPlans()}
            disabled={exporting}
            aria-busy={exporting}
          >
            {exporting ? 'Exporting...' : 'Export Plans'}
          </button>
          <ButtonLink to={paths.adminPlanImport.getHref()} variant="outline">
            Import Plans
          </ButtonLink>
          <button type="button" className="button button-primary" onClick={() => setEditing({ mode: 'add' })}>
            Add Plan
          </button>
        </>
      }
    >
      <AdminListToolbar
        search={{
          label: 'Search plans',
          placeholder: 'Search by title or description...',
          value: typed,
          onChange: (value) => {
            setTyped(value);
            commitSearch.schedule(value);
          },
        }}
      >
        <AdminSelect label="Filter by status" value={status} onChange={setStatus} options={STATUS_FILTERS} />
        <AdminSelect label="Sort plans" value={sort} onChange={setSort} options={SORTS} />
      </AdminListToolbar>
      <AdminListStates
        {...listLoad(pages)}
        empty={rows.length === 0}
        loading="Loading plans..."
        failure="Failed to fetch plans"
        emptyState={{
          title: q || status !== 'active' ? 'No Plans Found' : 'No Plans Yet',
          text:
            q || status !== 'active' ? 'Try another search or status.' : 'Add the first plan to open the catalogue.',
          action: (
            <button type="button" className="button button-primary" onClick={() => setEditing({ mode: 'add' })}>
              Add Plan
            </button>
          ),
        }}
      >
        <PlansTable
          plans={rows}
          pendingFeatured={pendingFeatured}
          onToggleFeatured={toggleFeatured}
          onEdit={(plan) => setEditing({ mode: 'edit', plan })}
          onFiles={(plan) => setFilesOf(plan)}
          onDelete={setDeleting}
        />
        <LoadMore pages={pages} label="Load More Plans" busyLabel="Loading..." />
      </AdminListStates>
      {editing ? (
        editing.mode === 'edit' ? (
          <EditPlanDialog key={editing.plan.id} plan={editing.plan} onClose={() => setEditing(null)} />
        ) : (
          <PlanFormDialog onClose={() => setEditing(null)} />
        )
      ) : null}
      {filesOf ? <PlanFileVersionsDialog key={filesOf.id} plan={filesOf} onClose={() => setFilesOf(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete Plan"
          question="Are you sure you want to delete this plan?"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
