import { HTML_FILE_FOR_SOURCE } from '@shop/shared/web/prerendered-pages';

/**
 * CloudFront Function (cloudfront-js-2.0) on the site's default behaviour: a path whose last segment
 * has no file extension is a client-side route, so it gets its HTML: Home, Plans and plan pages their
 * prerendered first screen, every other route the app shell (decision 0015). Doing this per request,
 * instead of rewriting 403/404 error responses to /index.html, keeps real 404s from /api/* and
 * /images/* intact (those behaviours never run this function).
 * Plain ES5 source, so the same string can be evaluated in a unit test.
 */
export const SPA_FALLBACK_SOURCE = `${HTML_FILE_FOR_SOURCE}
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = htmlFileFor(request.uri);
  }
  return request;
}`;
