import type { PublicPlan } from '@shop/shared/plans/plan';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { NotFoundError } from '../../errors/domain-errors.ts';
import type { PlansRepository } from '../../repositories/plans-repository.ts';
import { toPublicPlan } from './to-public-plan.ts';

export const PLAN_NOT_FOUND = 'Plan not found';

/** A plan by id; plans that are not active look missing to everyone but staff. */
export async function getPlan(plans: PlansRepository, id: string, caller: Caller | undefined): Promise<PublicPlan> {
  const plan = await plans.get(id);
  if (!plan || (plan.status !== 'active' && !isAdmin(caller))) throw new NotFoundError(PLAN_NOT_FOUND);
  return toPublicPlan(plan);
}
