import type { PublicPlan } from '@shop/shared/plans/plan';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page-header.tsx';
import { AdminListStates } from '../../../components/admin/admin-states.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { usePendingIds } from '../../../hooks/use-pending-ids.ts';
import { useAdminPlans } from '../api/get-admin-plans.ts';
import { useDeletePlan, useUpdatePlan } from '../api/plan-mutations.ts';
import { EditPlanDialog } from './edit-plan-dialog.tsx';
import { PlanFileVersionsDialog } from './plan-file-versions-dialog.tsx';
import { PlanFormDialog } from './plan-form-dialog.tsx';
import { PlansTable } from './plans-table.tsx';

type Editing = { mode: 'add' } | { mode: 'edit'; plan: PublicPlan } | null;

/** /admin/plans: every plan whatever its status, with add, edit, delete, the featured switch and a view link. */
export function AdminPlansPage() {
  const showToast = useToast();
  const plans = useAdminPlans();
  const update = useUpdatePlan();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Editing>(null);
  const [filesOf, setFilesOf] = useState<PublicPlan | null>(null);
  const [deleting, setDeleting] = useState<PublicPlan | null>(null);
  const { pending: pendingFeatured, start: markPending, done: markDone } = usePendingIds();

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

  const count = plans.data?.length ?? 0;
  return (
    <AdminPage
      title="Plans"
      summary="Add, edit, feature and retire house plans, with their images and files."
      badge={plans.data ? <span className="admin-count-badge">{count === 1 ? '1 Plan' : `${count} Plans`}</span> : null}
      actions={
        <button type="button" className="button button-primary" onClick={() => setEditing({ mode: 'add' })}>
          Add Plan
        </button>
      }
    >
      <AdminListStates
        pending={plans.isPending}
        failed={plans.isError}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        empty={count === 0}
        loading="Loading plans..."
        failure="Failed to fetch plans"
        emptyState={{
          title: 'No Plans Yet',
          text: 'Add the first plan to open the catalogue.',
          action: (
            <button type="button" className="button button-primary" onClick={() => setEditing({ mode: 'add' })}>
              Add Plan
            </button>
          ),
        }}
      >
        <PlansTable
          plans={plans.data ?? []}
          pendingFeatured={pendingFeatured}
          onToggleFeatured={toggleFeatured}
          onEdit={(plan) => setEditing({ mode: 'edit', plan })}
          onFiles={(plan) => setFilesOf(plan)}
          onDelete={setDeleting}
        />
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
