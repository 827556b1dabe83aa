import { packageIncludes } from '@shop/shared/plans/package-contents';
import type { Package } from '@shop/shared/plans/plan';

/** What each package carries, lower packages' items included (one list in shared/, also behind the seeded files). */
export const PACKAGE_INCLUDES: Record<Package, string[]> = {
  basic: packageIncludes('basic'),
  standard: packageIncludes('standard'),
  premium: packageIncludes('premium'),
};

/** "premium" -> "Premium Package" (the hand-over's own packageName is lower case: '{package} Package'). */
export function packageTitle(pkg: Package): string {
  return `${pkg.charAt(0).toUpperCase()}${pkg.slice(1)} Package`;
}
