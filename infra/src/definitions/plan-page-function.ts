import { getPlanPageRoute } from '@shop/shared/api/routes/get-plan-page';
import { PLAN_PAGE_MISSING_ID } from '@shop/shared/web/plan-page';

/** The plan page route's path up to its parameters: /api/plan-pages/{language}/{id} gives /api/plan-pages/. */
const PLAN_PAGE_API_PREFIX = getPlanPageRoute.path.replace('{language}/{id}', '');

/**
 * CloudFront Function (cloudfront-js-2.0), viewer request, on the plan page behaviours (/plans/* and /fr/plans/*,
 * which go to the API origin): /plans/{id} is rendered by the plan page Lambda (GET /api/plan-pages/en/{id}), which
 * answers the plan's own HTML, or the not-found page with 404 and noindex for an id that is not a live plan.
 * /plans/ redirects to /plans; any deeper path is no page: the Lambda is asked for an id no plan has, so it
 * answers the same 404 page. The query string is dropped: it is not in the cache key and the page does not read it.
 * Plain ES5 source, evaluated as is by the offline edge and the unit test.
 */
export const PLAN_PAGE_FUNCTION_SOURCE = `function handler(event) {
  var request = event.request;
  var french = request.uri.indexOf('/fr/') === 0;
  var rest = request.uri.substring(french ? '/fr/plans/'.length : '/plans/'.length);
  if (rest === '') {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: french ? '/fr/plans' : '/plans' }, 'cache-control': { value: 'max-age=3600' } },
    };
  }
  var id = /^[^/]+\\/?$/.test(rest) ? rest.replace(/\\/$/, '') : '${PLAN_PAGE_MISSING_ID}';
  request.uri = '${PLAN_PAGE_API_PREFIX}' + (french ? 'fr' : 'en') + '/' + id;
  request.querystring = {};
  return request;
}`;
