import { HTML_FILE_FOR_SOURCE, PRERENDERED_FILES, PRERENDERED_FILES_FR } from '@shop/shared/web/prerendered-pages';

/**
 * CloudFront Function (cloudfront-js-2.0) on the site's default behaviour: a path whose last segment
 * has no file extension is a client-side route, so it gets its HTML: Home and Plans their prerendered first
 * screen, the app's other pages the app shell (decision 0015), and a path that is no page of the shop the shell
 * marked noindex (not-found.html), which the viewer-response function below answers with 404. Doing this per
 * request, instead of rewriting 403/404 error responses to /index.html, keeps real 404s from /api/* and
 * /images/* intact (those behaviours never run this function). Plan pages have a behaviour of their own
 * (plan-page-function.ts).
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

/**
 * CloudFront Function (cloudfront-js-2.0), viewer response, default behaviour: the not-found page is answered
 * with HTTP 404, not 200 (a "soft 404" that search engines would index). It decides from the request's path
 * alone, whether CloudFront hands it the viewer's path or the one the viewer-request function rewrote, so a cached
 * copy of the page gets the same status. A distribution-wide custom error response cannot do this: it would also
 * replace the API's own JSON 404s.
 */
export const NOT_FOUND_STATUS_SOURCE = `${HTML_FILE_FOR_SOURCE}
var NOT_FOUND_FILES = ['${PRERENDERED_FILES.notFound}', '${PRERENDERED_FILES_FR.notFound}'];
function handler(event) {
  var response = event.response;
  var uri = event.request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  var file = lastSegment.indexOf('.') === -1 ? htmlFileFor(uri) : uri;
  if (response.statusCode === 200 && NOT_FOUND_FILES.indexOf(file) !== -1) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
