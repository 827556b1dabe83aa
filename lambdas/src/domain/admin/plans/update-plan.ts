import type { PlanUpdate } from '@shop/shared/admin/plan-write';
import type { AdminPlan } from '@shop/shared/plans/plan';
import type { Caller } from '../../../auth/caller.ts';
import { ConflictError, NotFoundError } from '../../../errors/domain-errors.ts';
import type { PlansRepository } from '../../../repositories/plans-repository.ts';
import { staffChange, updatedSummary } from '../../audit/staff-change.ts';
import { PLAN_NOT_FOUND } from '../../plans/get-plan.ts';
import { requestShareImages } from '../../share-images/request-share-images.ts';
import type { PlanSaveDeps } from './plan-save-deps.ts';
import { verifyNewPlanFiles } from './verify-plan-files.ts';
import { verifyNewPictures } from './verify-plan-pictures.ts';

export const PLAN_CHANGED_MEANWHILE = 'This plan was changed by someone else meanwhile. Reload it and try again.';

/** Values worth keeping old and new of in the audit trail (prices, state); other fields are listed by name. */
const TRACKED_VALUES = ['basic_price', 'standard_price', 'premium_price', 'status', 'featured', 'title'] as const;

export interface UpdatePlanDeps extends PlanSaveDeps {
  plans: PlansRepository;
}

function describeChanges(before: AdminPlan, changes: PlanUpdate): Record<string, unknown> {
  const described: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(changes)) {
    const old = before[name as keyof AdminPlan];
    if (JSON.stringify(old) === JSON.stringify(value)) continue;
    described[name] = (TRACKED_VALUES as readonly string[]).includes(name) ? { from: old, to: value } : 'changed';
  }
  return described;
}

function summaryOf(before: AdminPlan, changes: Record<string, unknown>): string {
  const names = Object.keys(changes);
  if (names.length === 1 && names[0] === 'featured') {
    return `${(changes.featured as { to: boolean }).to ? 'Featured' : 'Unfeatured'} plan "${before.title}"`;
  }
  return updatedSummary(`plan "${before.title}"`, names);
}

/** Applies a partial change (for example only `featured`) and keeps every index key in step. */
export async function updatePlan(
  deps: UpdatePlanDeps,
  caller: Caller,
  id: string,
  changes: PlanUpdate,
): Promise<AdminPlan> {
  const before = await deps.plans.get(id);
  if (!before) throw new NotFoundError(PLAN_NOT_FOUND);
  if (changes.plan_files) await verifyNewPlanFiles(deps.planFiles, before.plan_files, changes.plan_files);
  await verifyNewPictures(deps.images, before, changes);
  const after = await deps.writes.update(before, changes, deps.now().toISOString());
  if (!after) throw new ConflictError(PLAN_CHANGED_MEANWHILE);
  const described = describeChanges(before, changes);
  await deps.audit.record(caller, staffChange('plan.update', id, summaryOf(before, described), described));
  await requestShareImages(deps.shareRequests, after);
  return after;
}
