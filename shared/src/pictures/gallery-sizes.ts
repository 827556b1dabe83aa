/**
 * How wide the plan page's gallery stage is drawn (its <img> sizes): the whole width on phones and tablets, the
 * left 1.15 of 2.15 columns of the 1200 px page from 900 px. The boot script and the plan page's preload link ask
 * the browser for the main picture with these same sizes and srcset, so the gallery then finds the very variant it
 * wants in the cache.
 */
export const GALLERY_SIZES = '(min-width: 1200px) 620px, (min-width: 900px) 52vw, calc(100vw - 2rem)';
