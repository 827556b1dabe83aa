import { routePatternSource, SHOP_ROUTE_PATTERNS } from './shop-routes.ts';

/**
 * Which HTML file answers a client-side route. The build prerenders the first screen of Home, Plans and the plan
 * page into these files (decision 0015); every other route gets the empty app shell and renders in the browser.
 * CloudFront's SPA fallback function (infra) and `vite preview` (web) both run this one ES5 source, so a deep
 * link gets the same file on AWS and locally.
 */
export const PRERENDERED_FILES = {
  home: '/index.html',
  plans: '/plans/index.html',
  plan: '/_shell/plan.html',
  app: '/_shell/app.html',
  /** The app shell marked noindex: the edge answers it with HTTP 404 (spa-fallback-function.ts). */
  notFound: '/_shell/not-found.html',
} as const;

/** The French pages' files (decision 0026): the same pages under /fr, rendered in French. */
export const PRERENDERED_FILES_FR = {
  home: '/fr/index.html',
  plans: '/fr/plans/index.html',
  plan: '/fr/_shell/plan.html',
  app: '/fr/_shell/app.html',
  notFound: '/fr/_shell/not-found.html',
} as const;

/** `function isShopRoute(path)`: whether a path without its /fr prefix is one of the app's pages (shop-routes.ts). */
const IS_SHOP_ROUTE_SOURCE = `var SHOP_ROUTES = [${SHOP_ROUTE_PATTERNS.map((pattern) => `/${routePatternSource(pattern)}/`).join(', ')}];
function isShopRoute(path) {
  for (var i = 0; i < SHOP_ROUTES.length; i++) if (SHOP_ROUTES[i].test(path)) return true;
  return false;
}`;

/**
 * `function htmlFileFor(uri)` for a path without a file extension (and without query string): plain ES5, because
 * CloudFront Functions run it. Node evaluates the same text; browser code never needs it (the CSP forbids eval).
 */
export const HTML_FILE_FOR_SOURCE = `${IS_SHOP_ROUTE_SOURCE}
function htmlFileFor(uri) {
  if (uri === '/fr' || uri === '/fr/') return '${PRERENDERED_FILES_FR.home}';
  if (uri === '/fr/plans' || uri === '/fr/plans/') return '${PRERENDERED_FILES_FR.plans}';
  if (/^\\/fr\\/plans\\/[^/]+\\/?$/.test(uri)) return '${PRERENDERED_FILES_FR.plan}';
  if (/^\\/fr\\//.test(uri)) return isShopRoute(uri.substring(3)) ? '${PRERENDERED_FILES_FR.app}' : '${PRERENDERED_FILES_FR.notFound}';
  if (uri === '/') return '${PRERENDERED_FILES.home}';
  if (uri === '/plans' || uri === '/plans/') return '${PRERENDERED_FILES.plans}';
  if (/^\\/plans\\/[^/]+\\/?$/.test(uri)) return '${PRERENDERED_FILES.plan}';
  return isShopRoute(uri) ? '${PRERENDERED_FILES.app}' : '${PRERENDERED_FILES.notFound}';
}`;
