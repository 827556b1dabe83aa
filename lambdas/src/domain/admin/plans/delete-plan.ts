import { PLAN_DELETED_MESSAGE, type PlanDeleted } from '@shop/shared/admin/plan-write';
import { PACKAGES } from '@shop/shared/plans/plan';
import type { Caller } from '../../../auth/caller.ts';
import { NotFoundError } from '../../../errors/domain-errors.ts';
import { log } from '../../../observability/log.ts';
import type { PlanWrites } from '../../../repositories/plan-writes.ts';
import type { StoredObjects } from '../../../repositories/stored-objects.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { staffChange } from '../../audit/staff-change.ts';
import { PLAN_NOT_FOUND } from '../../plans/get-plan.ts';
import { planImageKeys } from './plan-image-keys.ts';

export interface DeletePlanDeps {
  writes: PlanWrites;
  planFiles: StoredObjects;
  images: StoredObjects;
  audit: AuditLog;
}

/**
 * Removes the plan from the catalogue. Its files go too, unless it was ever sold: orders keep the keys
 * of the files they bought, and buyers whose download window is open must still get them.
 */
export async function deletePlan(deps: DeletePlanDeps, caller: Caller, id: string): Promise<PlanDeleted> {
  const plan = await deps.writes.remove(id);
  if (!plan) throw new NotFoundError(PLAN_NOT_FOUND);
  const sold = plan.downloads > 0;
  let filesRemoved = false;
  if (!sold) {
    try {
      await deps.planFiles.remove(PACKAGES.flatMap((tier) => plan.plan_files[tier]));
      await deps.images.remove(planImageKeys(plan));
      filesRemoved = true;
    } catch (error) {
      // The plan is already out of the catalogue; leftover objects cost storage, not correctness.
      log('error', 'plan files not removed', { planId: id, error: (error as Error).message });
    }
  }
  const kept = sold ? ' (sold before: files kept for buyers)' : '';
  await deps.audit.record(
    caller,
    staffChange('plan.delete', id, `Deleted plan "${plan.title}"${kept}`, {
      title: plan.title,
      downloads: plan.downloads,
      files_removed: filesRemoved,
    }),
  );
  return { message: PLAN_DELETED_MESSAGE, id, filesRemoved };
}
