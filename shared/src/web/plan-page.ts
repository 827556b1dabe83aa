/**
 * The plan pages' own HTML (decision 0047): the plan page Lambda renders /plans/{id} and /fr/plans/{id} from the
 * build's plan shell, with the plan's meta tags, JSON-LD and first-screen data in it.
 */

/** The id the edge asks for when a path under /plans/ has no single id segment: no plan has it, so it is a 404. */
export const PLAN_PAGE_MISSING_ID = '_';

/** Where the plan's data sits in its page: a JSON data block (never run, so the CSP allows it). */
export const PLAN_DATA_ELEMENT_ID = 'shop-plan-data';

/**
 * The edge keeps a plan page a minute (a staff edit, a price change or a new review shows within it; staff changes
 * also invalidate the page at once); browsers revalidate every time.
 */
export const PLAN_PAGE_CACHE = 'public, max-age=0, s-maxage=60';
