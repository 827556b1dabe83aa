import { pictureOfAddress } from '@shop/shared/pictures/picture-variants';
import type { AdminPlan } from '@shop/shared/plans/plan';
import { pictureObjectKeys } from '../uploads/upload-keys.ts';

/** Plan images we stored: key images/plans/{folder}/{name}, served at /images/plans/{folder}/{name}. */
const PLAN_IMAGE_PATH = /^\/images\/plans\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/**
 * The images-bucket keys of a plan's main and gallery images that we stored (outside addresses are
 * skipped): every variant and the original of a processed picture, the object itself of an older one.
 */
export function planImageKeys(plan: Pick<AdminPlan, 'image_url' | 'gallery_images'>): string[] {
  const keys = [plan.image_url, ...plan.gallery_images].flatMap((path) => {
    const picture = pictureOfAddress(path);
    if (picture?.folder === 'plans') return pictureObjectKeys(picture);
    // The public path is "/" + the key.
    return PLAN_IMAGE_PATH.test(path) && !path.includes('..') ? [path.slice(1)] : [];
  });
  return [...new Set(keys)];
}
