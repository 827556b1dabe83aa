import type { RouteDefinition } from '@shop/shared/api/routes';

/**
 * The API's routes live in one nested stack per area (CloudFormation stops at 500 resources a stack and
 * every route costs seven). A route's area comes from the first segment of its path after /api, so a
 * new route joins its area's stack and never moves an existing function to another stack (which would
 * replace it). A route under a segment listed nowhere fails the synth: add the segment to an area here.
 * Keep each area well under infra/tests/resource-counts.test.ts's ceiling; when one fills up, start a new
 * area for new segments rather than moving segments between areas.
 */
export const API_AREAS = {
  /** Plans, their reviews and buyers' favourites. */
  Catalogue: ['plans', 'reviews', 'favorites'],
  /** Site content and the public site around the catalogue. */
  Content: [
    'ads',
    'portfolio',
    'contact',
    'newsletter',
    'settings',
    'sitemap.xml',
    'plan-pages',
    'project-pages',
    'article-pages',
    'firm-pages',
  ],
  /** A buyer's own account: profile, payments, orders, downloads, analytics, gifts, library, data rights. */
  Accounts: ['profiles', 'payments', 'orders', 'downloads', 'analytics', 'gifts', 'library', 'account'],
  /** Staff tools: admin views, user management, uploads. */
  Admin: ['admin', 'users', 'upload'],
  /** The request desk: requests, their threads and attachments (staff's side lives under admin). */
  Desk: ['requests'],
} as const satisfies Record<string, readonly string[]>;

export type ApiArea = keyof typeof API_AREAS;

/** The first path segment after /api: /api/plans/{id} -> plans. */
export function pathSegmentOf(route: Pick<RouteDefinition, 'path'>): string {
  return route.path.split('/')[2] ?? '';
}

export function apiAreaOf(route: Pick<RouteDefinition, 'name' | 'path'>): ApiArea {
  const segment = pathSegmentOf(route);
  const area = (Object.keys(API_AREAS) as ApiArea[]).find((name) =>
    (API_AREAS[name] as readonly string[]).includes(segment),
  );
  if (!area) {
    throw new Error(
      `Route ${route.name} (${route.path}): no API area lists the path segment "${segment}"; add it to one in infra/src/definitions/api-areas.ts`,
    );
  }
  return area;
}
