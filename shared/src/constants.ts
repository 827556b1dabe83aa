/** The shop's business constants (prices, limits, windows). Both the web and the Lambdas read these. */

/** US dollars per Ghana cedi: dollars = cedis x 0.067. */
export const USD_PER_GHS = 0.067;
export const CURRENCY = 'GHS';

/** Price bands on basic_price, in cedis: low < 2000, mid 2000..3500 inclusive, high > 3500. */
export const PRICE_BAND_LIMITS = { midFrom: 2000, highAbove: 3500 } as const;

export const HOME_FEATURED_MAX = 6;
export const COMPARE_MAX = 4;
export const PLAN_PAGE_SIZE_DEFAULT = 12;
export const PLAN_PAGE_SIZE_MAX = 50;
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const GALLERY_ROTATION_MS = 3000;
export const GALLERY_FULL_SIZE_HINT_ABOVE = 6;
export const DOWNLOAD_WINDOW_DAYS = 7;

/** The product logo, used where an image is missing, broken or a placeholder. */
export const LOGO_URL = '/logo.svg';
