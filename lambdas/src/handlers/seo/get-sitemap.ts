import { SITEMAP_CACHE } from '@shop/shared/api/cache-control';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { buildSitemap } from '../../domain/seo/build-sitemap.ts';
import { log } from '../../observability/log.ts';
import { sitemapRepository } from '../../repositories/sitemap-repository.ts';

/**
 * GET /api/sitemap.xml (route row `get-sitemap`). It answers XML, not JSON, so it does not go through
 * httpRoute (which writes JSON bodies); it has no input to validate and no caller to resolve.
 */
export async function handler(
  _event: APIGatewayProxyEventV2,
  context: Context,
): Promise<APIGatewayProxyStructuredResultV2> {
  const started = Date.now();
  try {
    const xml = await buildSitemap(sitemapRepository(documentClient(), tableName()), requiredEnv(ENV_NAMES.siteUrl));
    log('info', 'request', {
      route: 'get-sitemap',
      status: 200,
      ms: Date.now() - started,
      requestId: context?.awsRequestId,
    });
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
