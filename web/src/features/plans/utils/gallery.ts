import { normalizeImageUrl } from '@shop/shared/plans/normalize-image-url';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { planImageUrl } from '../../../lib/plans/plan-image.ts';

/** Every picture of a plan, main image first, each address once (admins often repeat the main one in the gallery). */
export function galleryImages(plan: Pick<PublicPlan, 'image_url' | 'gallery_images' | 'plan_type'>): string[] {
  const all = [planImageUrl(plan), ...plan.gallery_images.filter((url) => url.trim() !== '').map(normalizeImageUrl)];
  return [...new Set(all)];
}

/** The index `delta` steps away, wrapping round at both ends. */
export function stepIndex(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}
