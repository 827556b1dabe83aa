import { SITEMAP_CACHE } from '@shop/shared/api/cache-control';
import { SITEMAP_PATH } from '@shop/shared/content/site-pages';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { buildSitemapPart, sitemapIndexXml } from '../../domain/seo/build-sitemap.ts';
import { log } from '../../observability/log.ts';
import { sitemapRepository } from '../../repositories/sitemap-repository.ts';

/**
 * GET /api/sitemap.xml (route row `get-sitemap`): the sitemap index, and with `?part=` one of its parts. Parts
 * have a bounded size (decision 0050), so no answer grows with the catalogue. It answers XML, not JSON, so it does
 * not go through httpRoute (which writes JSON bodies); its one input is checked by the domain, which knows the parts.
 */
export async function handler(
  event: APIGatewayProxyEventV2,
  context: Context,
): Promise<APIGatewayProxyStructuredResultV2> {
  const started = Date.now();
  try {
    const siteUrl = requiredEnv(ENV_NAMES.siteUrl);
    const part = event.queryStringParameters?.part;
    const repository = sitemapRepository(documentClient(), tableName());
    const xml =
      part === undefined
        ? sitemapIndexXml(siteUrl, SITEMAP_PATH, repository.planParts)
        : await buildSitemapPart(repository, siteUrl, part);
    log('info', 'request', {
      route: 'get-sitemap',
      part,
      status: xml === undefined ? 404 : 200,
      ms: Date.now() - started,
      requestId: context?.awsRequestId,
    });
    if (xml === undefined) {
      return {
        statusCode: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': SITEMAP_CACHE },
        body: 'No such sitemap part.',
      };
    }
    return {
      statusCode: 200,
      // Crawlers fetch it rarely; an hour of caching keeps a burst of them off the table.
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SITEMAP_CACHE },
      body: xml,
    };
  } catch (error) {
    log('error', 'request failed', { route: 'get-sitemap', requestId: context?.awsRequestId, error: String(error) });
    return {
      statusCode: 500,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: 'The sitemap is unavailable right now. Please try again later.',
    };
  }
}
