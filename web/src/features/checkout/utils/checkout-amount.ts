import { packageIncludes } from '@shop/shared/plans/package-contents';
import type { Package } from '@shop/shared/plans/plan';

/** What each package carries, lower packages' items included (one list in shared/, also behind the seeded files). */
export const PACKAGE_INCLUDES: Record<Package, string[]> = {
  basic: packageIncludes('basic'),
  standard: packageIncludes('standard'),
  premium: packageIncludes('premium'),
};
