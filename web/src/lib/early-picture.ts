/**
 * Marks the box where a prerendered plan page shows the plan's main picture before the app has loaded: the boot
 * script (web/build/boot-script.ts) paints the picture there as soon as the plan's request answers, and the
 * app's gallery later takes the same place (decision 0015).
 */
export const EARLY_PICTURE_ATTRIBUTE = 'data-early-picture';

/**
 * How wide the plan page's gallery stage is drawn (its <img> sizes): the whole width on phones and tablets, the
 * left 1.15 of 2.15 columns of the 1200 px page from 900 px. The boot script asks the browser for the early
 * picture with these same sizes and srcset, so the gallery then finds the very variant it wants in the cache.
 */
export const GALLERY_SIZES = '(min-width: 1200px) 620px, (min-width: 900px) 52vw, calc(100vw - 2rem)';
