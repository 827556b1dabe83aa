import type { AdminPlan } from '@shop/shared/plans/plan';

/** Plan images we stored: key images/plans/{folder}/{name}, served at /images/plans/{folder}/{name}. */
const PLAN_IMAGE_PATH = /^\/images\/plans\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** The images-bucket keys of a plan's main and gallery images that we stored (outside addresses are skipped). */
export function planImageKeys(plan: Pick<AdminPlan, 'image_url' | 'gallery_images'>): string[] {
  const paths = [plan.image_url, ...plan.gallery_images].filter(
    (path) => PLAN_IMAGE_PATH.test(path) && !path.includes('..'),
  );
  // The public path is "/" + the key.
  return [...new Set(paths.map((path) => path.slice(1)))];
}
