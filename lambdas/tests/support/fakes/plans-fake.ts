import type { AdminPlan } from '@shop/shared/plans/plan';
import type { PlansById } from '../../../src/repositories/plans-by-id.ts';
import type { PlansRepository } from '../../../src/repositories/plans-repository.ts';

/** Plans in memory, read one by id or many at once as the repositories read them; unknown ids are simply absent. */
export function plansFake(initial: readonly AdminPlan[] = []) {
  const plans = new Map(initial.map((plan) => [plan.id, structuredClone(plan)]));
  const byId: PlansById = async (ids) =>
    new Map(
      [...new Set(ids)].flatMap((id) => {
        const plan = plans.get(id);
        return plan ? [[id, structuredClone(plan)] as const] : [];
      }),
    );
  return {
    async get(id: string): Promise<AdminPlan | undefined> {
      const plan = plans.get(id);
      return plan && structuredClone(plan);
    },
    byId,
  } satisfies Pick<PlansRepository, 'get'> & { byId: PlansById };
}
