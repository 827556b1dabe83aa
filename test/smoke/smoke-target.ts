/** What the smoke check is pointed at: a deployed shop (or the offline stack's edge). */
export interface SmokeTarget {
  /** The shop's address, e.g. https://plans.example.com (the SiteUrl output). */
  site: string;
  /** The API's own execute-api address, to show it refuses callers that skip CloudFront. */
  apiUrl?: string;
  /** A signed-in user's ID token, to show their own reads are never cached (without it: a token-less call). */
  token?: string;
}

/** The site's address for a path, whether the path is absolute or relative. */
export function siteUrl(target: SmokeTarget, path: string): string {
  return new URL(path, target.site.endsWith('/') ? target.site : `${target.site}/`).toString();
}

/** Every smoke request gives up after 15 s: a hung edge is a failure, not a wait. */
export function get(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
}

export const isEdgeHit = (response: Response) => /^Hit from cloudfront$/i.test(response.headers.get('x-cache') ?? '');
