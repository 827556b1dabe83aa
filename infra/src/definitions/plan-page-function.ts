import { getArticlePageRoute } from '@shop/shared/api/routes/get-article-page';
import { getPlanPageRoute } from '@shop/shared/api/routes/get-plan-page';
import { getProjectPageRoute } from '@shop/shared/api/routes/get-project-page';
import { PLAN_PAGE_MISSING_ID } from '@shop/shared/web/plan-page';

/** A page route's path up to its parameters: /api/plan-pages/{language}/{id} gives /api/plan-pages/. */
const prefixOf = (path: string) => path.slice(0, path.indexOf('{language}'));

/** The sections whose pages are rendered at the origin, and the route that renders each (decisions 0047, 0058). */
export const OWN_PAGE_SECTIONS = {
  plans: prefixOf(getPlanPageRoute.path),
  portfolio: prefixOf(getProjectPageRoute.path),
  blog: prefixOf(getArticlePageRoute.path),
} as const;

/**
 * CloudFront Function (cloudfront-js-2.0), viewer request, on the own-page behaviours (/plans/*, /portfolio/*,
 * /blog/* and their /fr twins, which go to the API origin): /plans/{id} is rendered by the plan page Lambda
 * (GET /api/plan-pages/en/{id}), /portfolio/{id} by the project page Lambda and /blog/{slug} by the article page
 * Lambda; each answers the page's own HTML, or the not-found page with 404 and noindex for an id that is no page.
 * /plans/ redirects to /plans (and so on); any deeper path is no page: the Lambda is asked for an id nothing has, so
 * it answers the same 404 page. The query string is dropped: it is not in the cache key and no page reads it.
 * Plain ES5 source, evaluated as is by the offline edge and the unit test.
 */
export const PLAN_PAGE_FUNCTION_SOURCE = `var SECTIONS = ${JSON.stringify(OWN_PAGE_SECTIONS)};
function handler(event) {
  var request = event.request;
  var french = request.uri.indexOf('/fr/') === 0;
  var path = french ? request.uri.substring(3) : request.uri;
  var section = path.split('/')[1];
  var api = SECTIONS[section];
  var rest = path.substring(section.length + 2);
  if (rest === '') {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: (french ? '/fr/' : '/') + section }, 'cache-control': { value: 'max-age=3600' } },
    };
  }
  var id = /^[^/]+\\/?$/.test(rest) ? rest.replace(/\\/$/, '') : '${PLAN_PAGE_MISSING_ID}';
  request.uri = api + (french ? 'fr' : 'en') + '/' + id;
  request.querystring = {};
  return request;
}`;
