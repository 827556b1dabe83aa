import { LOGO_URL } from '@shop/shared/constants';
import { normalizeImageUrl } from '@shop/shared/plans/normalize-image-url';
import type { PlanType, PublicPlan } from '@shop/shared/plans/plan';

/** Drawings shown for a plan that has no picture yet, one per storefront type; other types get the logo. */
const TYPE_FALLBACKS: Partial<Record<PlanType, string>> = {
  villa: '/plan-types/villa.svg',
  bungalow: '/plan-types/bungalow.svg',
  townhouse: '/plan-types/townhouse.svg',
};

export function fallbackImageForType(type: PlanType): string {
  return TYPE_FALLBACKS[type] ?? LOGO_URL;
}

/** The picture a plan is shown with: its main image, else its first gallery image, else its type's drawing. */
export function planImageUrl(plan: Pick<PublicPlan, 'image_url' | 'gallery_images' | 'plan_type'>): string {
  const candidate = [plan.image_url, ...plan.gallery_images].find((url) => url.trim() !== '');
  return candidate === undefined ? fallbackImageForType(plan.plan_type) : normalizeImageUrl(candidate);
}
