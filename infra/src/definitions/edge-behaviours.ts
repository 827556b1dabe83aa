import { IMAGES_PATH_PREFIX } from './bucket-definitions.ts';

/**
 * CloudFront's cache behaviours as data: which origin a path goes to, what the edge may cache and for how
 * long, and where the viewer-request function runs. infra/src/constructs/site.ts builds the distribution
 * from these; local/edge/ routes and caches by the same rows offline.
 */
export interface EdgeCacheRule {
  /** Seconds; CloudFront keeps a response between min and max, using its s-maxage/max-age, else the default. */
  minTtl: number;
  defaultTtl: number;
  maxTtl: number;
  /** Request headers that are part of the cache key (lower case); a signed-in request never shares an entry. */
  keyHeaders: readonly string[];
  /** Whether the query string is part of the cache key (and reaches the origin). */
  queryStringInKey: boolean;
}

export type EdgeOrigin = 'web' | 'api' | 'images';

/**
 * The CloudFront Functions a behaviour runs: `spa-fallback` maps routes to the build's HTML files and
 * `not-found-status` answers the not-found page with 404 (spa-fallback-function.ts); `plan-page` sends plan pages to
 * the plan page Lambda (plan-page-function.ts).
 */
export type ViewerRequestFunction = 'spa-fallback' | 'plan-page';
export type ViewerResponseFunction = 'not-found-status';

export interface EdgeBehaviour {
  /** CloudFront path pattern; `*` for the default behaviour. */
  pathPattern: string;
  origin: EdgeOrigin;
  cache: EdgeCacheRule;
  viewerRequest?: ViewerRequestFunction;
  viewerResponse?: ViewerResponseFunction;
}

/** CloudFront's managed CachingOptimized policy: files that change only with their name (or rarely). */
export const CACHING_OPTIMIZED_RULE: EdgeCacheRule = {
  minTtl: 1,
  defaultTtl: 86_400,
  maxTtl: 31_536_000,
  keyHeaders: [],
  queryStringInKey: false,
};

/**
 * The API: nothing is cached unless the Lambda says so (default 0). Public catalogue reads say
 * `s-maxage` (shared/src/api/cache-control.ts), so anonymous traffic is answered at the edge; a request with
 * an Authorization header has its own cache key and its answers say `private, no-store`, so a signed-in
 * buyer or a staff member is never served a cached page, nor anyone else's.
 */
export const API_CACHE_RULE: EdgeCacheRule = {
  minTtl: 0,
  defaultTtl: 0,
  maxTtl: 86_400,
  keyHeaders: ['authorization'],
  queryStringInKey: true,
};

/**
 * Plan pages (rendered by the plan page Lambda): kept as long as the Lambda says (a minute), the same copy for
 * everyone: no viewer header, cookie or query string is in the key, so `?utm_source=whatsapp` shares the entry.
 */
export const PLAN_PAGE_CACHE_RULE: EdgeCacheRule = {
  minTtl: 0,
  defaultTtl: 0,
  maxTtl: 86_400,
  keyHeaders: [],
  queryStringInKey: false,
};

export const API_PATH_PATTERN = '/api/*';
/** Pages rendered at the origin: plans (decision 0047), portfolio projects and blog articles (decision 0058). */
export const PLAN_PAGE_PATH_PATTERNS = [
  '/plans/*',
  '/fr/plans/*',
  '/portfolio/*',
  '/fr/portfolio/*',
  '/blog/*',
  '/fr/blog/*',
] as const;
export const IMAGES_PATH_PATTERN = `${IMAGES_PATH_PREFIX}*`;

/** In CloudFront's order: the first matching pattern wins, the default (`*`) last. */
export const EDGE_BEHAVIOURS: readonly EdgeBehaviour[] = [
  { pathPattern: API_PATH_PATTERN, origin: 'api', cache: API_CACHE_RULE },
  { pathPattern: IMAGES_PATH_PATTERN, origin: 'images', cache: CACHING_OPTIMIZED_RULE },
  ...PLAN_PAGE_PATH_PATTERNS.map(
    (pathPattern): EdgeBehaviour => ({
      pathPattern,
      origin: 'api',
      cache: PLAN_PAGE_CACHE_RULE,
      viewerRequest: 'plan-page',
    }),
  ),
  {
    pathPattern: '*',
    origin: 'web',
    cache: CACHING_OPTIMIZED_RULE,
    viewerRequest: 'spa-fallback',
    viewerResponse: 'not-found-status',
  },
];

/** The behaviour CloudFront picks for a path (its patterns here are prefixes ending in `*`). */
export function behaviourFor(path: string): EdgeBehaviour {
  const match = EDGE_BEHAVIOURS.find(
    (behaviour) => behaviour.pathPattern === '*' || path.startsWith(behaviour.pathPattern.slice(0, -1)),
  );
  return match as EdgeBehaviour;
}
