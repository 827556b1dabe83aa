import { PACKAGES, type Package } from './plan.ts';

/**
 * What each package adds to the one below it (storefront FAQ: 3D renderings from Standard; CAD files,
 * customization and support in Premium). The plan page, the checkout summary, the seeded files and the
 * admin plan form all read this one list, so what is sold is what is delivered.
 */
export const PACKAGE_ADDS: Record<Package, readonly string[]> = {
  basic: ['Architectural drawings', 'Floor plans and elevations (PDF)'],
  standard: ['3D renderings'],
  premium: ['CAD files (DWG/DXF)', 'Customization of the design', 'Support from our architects'],
};

/** A package includes its own tier's files and those of every tier below it (basic < standard < premium). */
export function tiersIncluded(pkg: Package): Package[] {
  return PACKAGES.slice(0, PACKAGES.indexOf(pkg) + 1);
}

/** Everything a package carries, its lower packages' items first. */
export function packageIncludes(pkg: Package): string[] {
  return tiersIncluded(pkg).flatMap((tier) => PACKAGE_ADDS[tier]);
}
