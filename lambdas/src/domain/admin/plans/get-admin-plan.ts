import type { AdminPlan } from '@shop/shared/plans/plan';
import { NotFoundError } from '../../../errors/domain-errors.ts';
import type { PlansRepository } from '../../../repositories/plans-repository.ts';
import { PLAN_NOT_FOUND } from '../../plans/get-plan.ts';

/** A plan of any status with its file keys per tier, for the admin edit form. */
export async function getAdminPlan(plans: PlansRepository, id: string): Promise<AdminPlan> {
  const plan = await plans.get(id);
  if (!plan) throw new NotFoundError(PLAN_NOT_FOUND);
  return plan;
}
