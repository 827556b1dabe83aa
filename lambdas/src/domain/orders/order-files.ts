import { tiersIncluded } from '@shop/shared/plans/package-contents';
import type { Package, PlanFiles } from '@shop/shared/plans/plan';
import type { OrderFile } from '../../repositories/order-item.ts';

/** The files a purchase of `tier` gives, from a plan's files per tier; each key once. */
export function filesForTier(planFiles: PlanFiles | undefined, tier: Package): OrderFile[] {
  if (!planFiles) return [];
  const seen = new Set<string>();
  const files: OrderFile[] = [];
  for (const included of tiersIncluded(tier)) {
    for (const key of planFiles[included] ?? []) {
      if (typeof key !== 'string' || !key || seen.has(key)) continue;
      seen.add(key);
      files.push({ key, tier: included });
    }
  }
  return files;
}
