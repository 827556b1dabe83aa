import { normalizeGallery, normalizeImageUrl } from '@shop/shared/plans/normalize-image-url';
import type { AdminPlan, PublicPlan } from '@shop/shared/plans/plan';

/** What anyone may see of a plan: everything but the private file keys, with image addresses normalised. */
export function toPublicPlan(plan: AdminPlan): PublicPlan {
  const { plan_files: _private, ...visible } = plan;
  return {
    ...visible,
    image_url: normalizeImageUrl(plan.image_url),
    gallery_images: normalizeGallery(plan.gallery_images),
  };
}
