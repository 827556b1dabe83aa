import type { PlanCreate } from '@shop/shared/admin/plan-write';
import type { AdminPlan } from '@shop/shared/plans/plan';
import type { Caller } from '../../../auth/caller.ts';
import { ConflictError } from '../../../errors/domain-errors.ts';
import { staffChange } from '../../audit/staff-change.ts';
import { requestShareImages } from '../../share-images/request-share-images.ts';
import type { PlanSaveDeps } from './plan-save-deps.ts';
import { verifyNewPlanFiles } from './verify-plan-files.ts';
import { verifyNewPictures } from './verify-plan-pictures.ts';

export const PLAN_ID_TAKEN = 'A plan with this id already exists';

export interface CreatePlanDeps extends PlanSaveDeps {
  newId: () => string;
}

/**
 * A new plan from the admin form: its id is the upload folder id the server handed out (so files and
 * plan share it) or a new one; the server sets the times; it starts unrated and undownloaded.
 */
export async function createPlan(deps: CreatePlanDeps, caller: Caller, input: PlanCreate): Promise<AdminPlan> {
  const now = deps.now().toISOString();
  await verifyNewPlanFiles(deps.planFiles, undefined, input.plan_files);
  await verifyNewPictures(deps.images, undefined, input);
  const { id, ...fields } = input;
  const plan: AdminPlan = {
    ...fields,
    id: id ?? deps.newId(),
    rating_average: 0,
    rating_count: 0,
    downloads: 0,
    created_at: now,
    updated_at: now,
  };
  if (!(await deps.writes.create(plan))) throw new ConflictError(PLAN_ID_TAKEN);
  await deps.audit.record(
    caller,
    staffChange('plan.create', plan.id, `Created plan "${plan.title}"`, {
      status: plan.status,
      featured: plan.featured,
      basic_price: plan.basic_price,
      standard_price: plan.standard_price,
      premium_price: plan.premium_price,
    }),
  );
  await requestShareImages(deps.shareRequests, plan);
  return plan;
}
