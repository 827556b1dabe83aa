import { packageIncludes } from '@shop/shared/plans/package-contents';
import type { Package, PublicPlan } from '@shop/shared/plans/plan';

/** A package's price on the plan as the server sent it: the only price the checkout shows. */
export const packagePrice = (plan: Pick<PublicPlan, `${Package}_price`>, pkg: Package): number => plan[`${pkg}_price`];

/** What each package carries, lower packages' items included (one list in shared/, also behind the seeded files). */
export const PACKAGE_INCLUDES: Record<Package, string[]> = {
  basic: packageIncludes('basic'),
  standard: packageIncludes('standard'),
  premium: packageIncludes('premium'),
};
