import type { Package } from '@shop/shared/plans/plan';

/** What each package carries (storefront FAQ: renderings from Standard; CAD, customization, support in Premium). */
export const PACKAGE_INCLUDES: Record<Package, string[]> = {
  basic: ['Architectural drawings', 'Floor plans and elevations (PDF)'],
  standard: ['Architectural drawings', 'Floor plans and elevations (PDF)', '3D renderings'],
  premium: [
    'Architectural drawings',
    'Floor plans and elevations (PDF)',
    '3D renderings',
    'CAD files (DWG and DXF)',
    'Customization and support',
  ],
};

/** "premium" -> "Premium Package" (the hand-over's own packageName is lower case: '{package} Package'). */
export function packageTitle(pkg: Package): string {
  return `${pkg.charAt(0).toUpperCase()}${pkg.slice(1)} Package`;
}
