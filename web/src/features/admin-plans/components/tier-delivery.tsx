import { PACKAGE_ADDS, tiersIncluded } from '@shop/shared/plans/package-contents';
import type { Package, PlanFiles } from '@shop/shared/plans/plan';
import { TIER_LABELS } from '../utils/plan-labels.ts';

const nameOf = (key: string) => key.split('/').pop() || key;

/**
 * Under a tier's files in the plan form: what the package text promises for this tier, and every file a buyer
 * of this package will receive (this tier's and the tiers below), so staff can check the two agree.
 */
export function TierDelivery({ tier, files }: { tier: Package; files: PlanFiles }) {
  const delivered = tiersIncluded(tier).flatMap((included) => files[included] ?? []);
  const label = TIER_LABELS[tier];
  return (
    <div className="admin-tier-delivery">
      <p className="field-hint">Sold with: {PACKAGE_ADDS[tier].join(', ')}</p>
      <p className="admin-tier-delivers">
        {delivered.length === 0
          ? `A ${label} buyer gets no files yet.`
          : `A ${label} buyer gets ${delivered.length} ${delivered.length === 1 ? 'file' : 'files'}: ${delivered.map(nameOf).join(', ')}`}
      </p>
    </div>
  );
}
