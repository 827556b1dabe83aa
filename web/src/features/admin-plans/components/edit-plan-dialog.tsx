import type { PublicPlan } from '@shop/shared/plans/plan';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminPlan } from '../api/get-admin-plan.ts';
import { PlanFormDialog } from './plan-form-dialog.tsx';

/**
 * Edit Plan: reads the plan with its files first, so the tiers can be edited without losing the files already
 * stored. If that read fails the form still opens from the table's copy, with the files left as they are.
 */
export function EditPlanDialog({ plan, onClose }: { plan: PublicPlan; onClose: () => void }) {
  const full = useAdminPlan(plan.id);
  if (full.isPending) {
    return (
      <Dialog title="Edit Plan" onClose={onClose}>
        <Spinner label="Loading plan..." />
      </Dialog>
    );
  }
  return <PlanFormDialog plan={full.data ?? plan} onClose={onClose} />;
}
