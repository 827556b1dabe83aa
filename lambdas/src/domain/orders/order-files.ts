import { PACKAGES, type Package, type PlanFiles } from '@shop/shared/plans/plan';
import type { OrderFile } from '../../repositories/order-item.ts';

/** A package includes its own tier's files and those of every tier below it (basic < standard < premium). */
export function tiersIncluded(tier: Package): Package[] {
  return PACKAGES.slice(0, PACKAGES.indexOf(tier) + 1);
}

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
