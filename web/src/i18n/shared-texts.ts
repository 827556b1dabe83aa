import { msg } from './msg.ts';

/**
 * Texts the shop shows from shared/ (the packages' contents, the Payments tab's notice), translated where shown
 * with t(); listed here so the catalog test holds them to a French translation (web/tests/i18n-catalogs.test.ts
 * checks this list against shared/).
 */
export const SHARED_TEXTS = [
  msg('Architectural drawings'),
  msg('Floor plans and elevations (PDF)'),
  msg('3D renderings'),
  msg('CAD files (DWG/DXF)'),
  msg('Customization of the design'),
  msg('Support from our architects'),
  msg('Online payments are switched off for the moment. Please contact us to complete your purchase.'),
  // The reviews' notices (shared/src/storefront/reviews.ts).
  msg('Please log in to submit a review'),
  msg('Failed to submit review. Please try again.'),
  msg('You have already reviewed this plan'),
] as const;
