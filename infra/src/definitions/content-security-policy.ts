/**
 * What the web app loads, and from where (checked against web/src):
 * - its scripts, styles, images and config.json from its own origin; the API under /api and images
 *   under /images on that same origin (CloudFront routes them);
 * - an inline <style> in index.html (paints the page colour before the stylesheet): style-src needs
 *   'unsafe-inline'; scripts stay strictly 'self';
 * - Amplify's sign-in calls to Cognito's user pool endpoint in the stack's region;
 * - presigned POST uploads (images, gallery, avatars, plan files) and presigned GET fetches of plan files
 *   (the ZIP download) straight to the two buckets;
 * - the ZIP download saved through a blob: URL, and data:/blob: images;
 * - pictures at any https: address: the plan, portfolio and ad forms accept https:// picture addresses
 *   (the firm's own CDN or another host) and the API returns them as given. A picture cannot run code, so
 *   img-src is the one directive open to every https: host; scripts, styles, frames and connections stay
 *   listed one by one;
 * - the contact page's OpenStreetMap iframe;
 * - the service worker (/sw.js) and the web app manifest from its own origin, named for themselves so they do not
 *   hang on default-src.
 * Paystack's checkout is a top-level navigation (window.location.assign), which CSP does not govern.
 * Google Analytics is off unless the web is built with VITE_ANALYTICS_ID: then add its hosts here.
 */
export interface CspSources {
  /** Cognito's user pool endpoint, e.g. https://cognito-idp.eu-west-1.amazonaws.com (cognito-local's URL offline). */
  cognitoOrigin: string;
  /** The buckets' origins, e.g. https://bucket.s3.eu-west-1.amazonaws.com (s3rver's URL offline). */
  bucketOrigins: string[];
}

export const OPENSTREETMAP_EMBED = 'https://www.openstreetmap.org';

export function contentSecurityPolicy({ cognitoOrigin, bucketOrigins }: CspSources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", cognitoOrigin, ...bucketOrigins],
    ['frame-src', OPENSTREETMAP_EMBED],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['upgrade-insecure-requests'],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
