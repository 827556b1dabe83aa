import { msg } from './msg.ts';

/**
 * Texts from shared/src/build/build-cost.ts shown on the plan page's "Plot and Cost to Build", translated where
 * shown with t(); listed here so the catalog test holds them to a French translation (locales/fr-more.json).
 */
export const BUILD_COST_SHARED_TEXTS = [
  msg('Basic'),
  msg('Standard'),
  msg('High-end'),
  msg('Includes the structure, roof, walls, doors and windows, plumbing, wiring and finishes at the chosen level.'),
  msg('Not included: land, permits and professional fees, site clearing, fence and gate, external works, furniture.'),
  msg('Get a detailed estimate'),
];
