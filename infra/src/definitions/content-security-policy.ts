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
 * - the contact page's OpenStreetMap iframe.
 * Paystack's checkout is a top-level navigation (window.location.assign), which CSP does not govern.
 * Google Analytics is off unless the web is built with VITE_ANALYTICS_ID: then add its hosts here.
 */
export interface CspSources {
  /** e.g. cognito-idp.eu-west-1.amazonaws.com */
  cognitoHost: string;
  /** The buckets' regional domain names, e.g. bucket.s3.eu-west-1.amazonaws.com */
  bucketHosts: string[];
}

export const OPENSTREETMAP_EMBED = 'https://www.openstreetmap.org';

export function contentSecurityPolicy({ cognitoHost, bucketHosts }: CspSources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", `https://${cognitoHost}`, ...bucketHosts.map((host) => `https://${host}`)],
    ['frame-src', OPENSTREETMAP_EMBED],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['upgrade-insecure-requests'],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
