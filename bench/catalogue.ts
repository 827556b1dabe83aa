import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { ORIGIN_VERIFY_HEADER } from '@shop/shared/edge/edge-headers';
import autocannon from 'autocannon';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/emulators/emulator-clients.ts';
import { startBenchStack } from './bench-stack.ts';

/** One catalogue request of the benchmark: a name and the path with its query. */
interface CatalogueRequest {
  name: string;
  path: string;
}

export interface CatalogueFigure {
  plans: number;
  name: string;
  connections: number;
  p50Ms: number;
  p95Ms: number;
  requestsPerSecond: number;
  errors: number;
}

export interface ItemsRead {
  plans: number;
  name: string;
  /** Items DynamoDB returned to the handler, counted by a client middleware. */
  items: number;
  /** Read capacity units DynamoDB (dynalite) reported for those reads (ReturnConsumedCapacity). */
  readUnits: number;
}

export interface PagingFigure {
  plans: number;
  pages: number;
  totalMs: number;
  slowestPageMs: number;
}

export interface CatalogueResults {
  latency: CatalogueFigure[];
  itemsRead: ItemsRead[];
  paging: PagingFigure[];
  conditions: string;
}

const SECONDS = Number(process.env.BENCH_CATALOGUE_SECONDS ?? 3);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = [1, 10, 50];
const SIZES = [40, 5000];

/** BENCH_CATALOGUE_ONLY=<regex> measures only the requests whose name it matches (a re-run of a few rows). */
const ONLY = process.env.BENCH_CATALOGUE_ONLY ? new RegExp(process.env.BENCH_CATALOGUE_ONLY) : undefined;

function requests(cursor: string): CatalogueRequest[] {
  return allRequests(cursor).filter((request) => !ONLY || ONLY.test(request.name));
}

function allRequests(cursor: string): CatalogueRequest[] {
  return [
    { name: 'first page of /plans', path: '/api/plans' },
    { name: 'three filters combined', path: '/api/plans?type=villa&minBedrooms=3&priceBand=mid' },
    { name: 'a search with no match', path: '/api/plans?q=zzqxwv' },
    { name: 'a search with matches (prefix)', path: '/api/plans?q=court' },
    // "court" fills a page only at 5,000 plans (4 matches at 40): this one fills a page of 12 at both sizes, so the
    // two sizes answer the same amount and only the catalogue's size differs.
    { name: 'a search filling a page (villa)', path: '/api/plans?q=villa' },
    { name: 'sort price-asc', path: '/api/plans?sort=price-asc' },
    { name: 'sort price-desc', path: '/api/plans?sort=price-desc' },
    { name: 'sort rating', path: '/api/plans?sort=rating' },
    { name: 'sort downloads', path: '/api/plans?sort=downloads' },
    { name: 'plot-fit filter', path: '/api/plans?plotWidth=20&plotDepth=30' },
    { name: 'next page by cursor', path: `/api/plans?cursor=${encodeURIComponent(cursor)}` },
    { name: 'sitemap index', path: '/api/sitemap.xml' },
    { name: 'sitemap part (plans of one shard)', path: '/api/sitemap.xml?part=plans-00' },
  ];
}

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

function eventOf(path: string, headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  const url = new URL(path, 'http://bench');
  const query = Object.fromEntries(url.searchParams);
  return {
    version: '2.0',
    routeKey: `GET ${url.pathname}`,
    rawPath: url.pathname,
    rawQueryString: url.searchParams.toString(),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'GET', path: url.pathname, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: 'bench',
    },
  } as unknown as APIGatewayProxyEventV2;
}

/**
 * Items read per request, counted where they are read: the handlers run in this process against the stack's
 * dynalite, and a middleware on their DynamoDB client adds up the items each answer carries and the read units
 * DynamoDB reports. Each request is counted on a warm function (its second call), as most requests are.
 */
async function countItemsRead(
  dynamodbUrl: string,
  table: string,
  plans: number,
  cursor: string,
  headers: Record<string, string>,
): Promise<ItemsRead[]> {
  process.env.TABLE_NAME = table;
  process.env.DYNAMODB_ENDPOINT = dynamodbUrl;
  process.env.SITE_URL = 'https://temahouseplans.com';
  process.env.LOG_LEVEL = 'error';
  process.env.AWS_REGION = LOCAL_REGION;
  process.env.AWS_ACCESS_KEY_ID = LOCAL_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = LOCAL_CREDENTIALS.secretAccessKey;
  process.env.JWT_ISSUER ??= 'http://127.0.0.1/bench';
  process.env.JWT_AUDIENCE ??= 'bench';
  const { documentClient } = await import('@shop/lambdas/db/document-client');
  const { forgetCatalogueCache } = await import('@shop/lambdas/repositories/catalogue-snapshot');
  const list = (await import('@shop/lambdas/handlers/plans/list-plans')).handler as unknown as Handler;
  const sitemap = (await import('@shop/lambdas/handlers/seo/get-sitemap')).handler as unknown as Handler;
  const counted = { items: 0, units: 0 };
  const client = documentClient();
  const name = 'benchItemsRead';
  client.middlewareStack.remove(name);
  client.middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const output = result.output as {
        Items?: unknown[];
        Item?: unknown;
        Responses?: Record<string, unknown[]>;
        ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
      };
      counted.items += output.Items?.length ?? 0;
      counted.items += output.Item ? 1 : 0;
      for (const items of Object.values(output.Responses ?? {})) counted.items += items.length;
      const capacity = [output.ConsumedCapacity ?? []].flat();
      for (const c of capacity) counted.units += c.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name },
  );
  forgetCatalogueCache();
  const figures: ItemsRead[] = [];
  for (const request of requests(cursor)) {
    const handler = request.path.startsWith('/api/sitemap') ? sitemap : list;
    await handler(eventOf(request.path, headers), { awsRequestId: 'bench' } as Context);
    counted.items = 0;
    counted.units = 0;
    const answer = await handler(eventOf(request.path, headers), { awsRequestId: 'bench' } as Context);
    if (answer.statusCode !== 200) {
      // Reported, not fatal: the latency figures that follow are worth having.
      console.error(`  ${request.name} answered ${answer.statusCode} ${answer.body}`);
      figures.push({ plans, name: `${request.name} (answered ${answer.statusCode})`, items: -1, readUnits: -1 });
      continue;
    }
    figures.push({ plans, name: request.name, items: counted.items, readUnits: Math.round(counted.units * 10) / 10 });
  }
  // Before: the index Queries the list made until now (page and count), through the same counting client.
  const { plansRepository } = await import('@shop/lambdas/repositories/plans-repository');
  const old = plansRepository(client, table);
  const before: [string, Parameters<typeof old.count>[0]][] = [
    ['before: first page of /plans (index Query + count)', { status: 'active' }],
    ['before: three filters combined', { status: 'active', type: 'villa', minBedrooms: 3, priceBand: 'mid' }],
    ['before: a search with no match', { status: 'active', text: 'zzqxwv' }],
  ];
  for (const [label, filter] of before) {
    counted.items = 0;
    counted.units = 0;
    await Promise.all([old.page({ filter, sort: 'featured', limit: 12 }), old.count(filter)]);
    figures.push({ plans, name: label, items: counted.items, readUnits: Math.round(counted.units * 10) / 10 });
  }
  // A cold function reads every shard of the snapshot once.
  forgetCatalogueCache();
  counted.items = 0;
  counted.units = 0;
  await list(eventOf('/api/plans', headers), { awsRequestId: 'bench' } as Context);
  figures.push({
    plans,
    name: 'first page, cold function',
    items: counted.items,
    readUnits: Math.round(counted.units * 10) / 10,
  });
  return figures;
}

async function load(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const result = await autocannon({ url, headers, connections, duration: seconds, workers: 1 } as autocannon.Options);
  return result;
}

/**
 * The catalogue at two sizes, each in a fresh offline stack seeded to that size (SEED_PLANS): every list request
 * of the shop (filters, search, each sort, plot fit, a next page), the sitemap, at 1, 10 and 50 connections,
 * straight to the API adapter (the edge would cache anonymous reads); items read per request; paging to the end.
 */
export async function measureCatalogue(): Promise<CatalogueResults> {
  const results: CatalogueResults = { latency: [], itemsRead: [], paging: [], conditions: '' };
  // The handlers counted in this process keep one DynamoDB client per process, bound to the first endpoint it saw:
  // both stacks therefore put dynalite on the same port.
  const dynamodbPort = await freePort();
  for (const plans of SIZES) {
    process.env.SEED_PLANS = String(plans);
    const seeding = Date.now();
    const bench = await startBenchStack({ dynamodbPort });
    console.log(`  ${plans} plans: stack up and seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    try {
      const origin = bench.stack.urls.apiOrigin;
      const headers = { [ORIGIN_VERIFY_HEADER]: bench.stack.edge.originSecret };
      const first = (await (await fetch(`${origin}/api/plans`, { headers })).json()) as { nextCursor: string };
      const cursor = first.nextCursor;

      results.itemsRead.push(
        ...(await countItemsRead(bench.stack.urls.dynamodb, bench.stack.tableName, plans, cursor, headers)),
      );

      // Paging to the end, one buyer pressing Load More until nothing follows.
      let next: string | null = null;
      let pages = 0;
      let slowest = 0;
      const pagingStarted = Date.now();
      do {
        const started = Date.now();
        const path = `/api/plans?limit=50${next ? `&cursor=${encodeURIComponent(next)}` : ''}`;
        const page = (await (await fetch(`${origin}${path}`, { headers })).json()) as { nextCursor: string | null };
        slowest = Math.max(slowest, Date.now() - started);
        next = page.nextCursor;
        pages += 1;
      } while (next);
      results.paging.push({ plans, pages, totalMs: Date.now() - pagingStarted, slowestPageMs: slowest });

      for (const request of requests(cursor)) {
        for (const connections of CONNECTIONS) {
          const url = `${origin}${request.path}`;
          await load(url, headers, connections, WARM_UP_SECONDS);
          const result = await load(url, headers, connections, SECONDS);
          const figure: CatalogueFigure = {
            plans,
            name: request.name,
            connections,
            p50Ms: result.latency.p50,
            // autocannon reports p97.5, not p95: the nearest, erring slow.
            p95Ms: result.latency.p97_5,
            requestsPerSecond: result.requests.average,
            errors: result.non2xx + result.errors + ((result as { timeouts?: number }).timeouts ?? 0),
          };
          results.latency.push(figure);
          console.log(
            `  ${plans} ${request.name} @${connections}: p50 ${figure.p50Ms} p95 ${figure.p95Ms} errors ${figure.errors}`,
          );
        }
      }
    } finally {
      await bench.stop();
    }
  }
  return results;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The figures as markdown, for docs/performance.md. */
export function renderCatalogue(results: CatalogueResults): string {
  const lines = [
    '| request | connections | 40 plans p50 / p95 ms | 5,000 plans p50 / p95 ms | ratio p95 | errors at 5,000 |',
    '|---|---|---|---|---|---|',
  ];
  const at = (plans: number, name: string, connections: number) =>
    results.latency.find((f) => f.plans === plans && f.name === name && f.connections === connections);
  for (const small of results.latency.filter((f) => f.plans === SIZES[0])) {
    const large = at(SIZES[1] as number, small.name, small.connections);
    if (!large) continue;
    const ratio = large.p95Ms / Math.max(small.p95Ms, 1);
    lines.push(
      `| ${small.name} | ${small.connections} | ${small.p50Ms} / ${small.p95Ms} | ${large.p50Ms} / ${large.p95Ms} | ${ratio.toFixed(2)} | ${large.errors} |`,
    );
  }
  lines.push('', '| request | plans | DynamoDB items read | read units |', '|---|---|---|---|');
  for (const f of results.itemsRead) lines.push(`| ${f.name} | ${f.plans} | ${f.items} | ${f.readUnits} |`);
  lines.push('', '| paging to the end (limit 50) | pages | total ms | slowest page ms |', '|---|---|---|---|');
  for (const p of results.paging) lines.push(`| ${p.plans} plans | ${p.pages} | ${p.totalMs} | ${p.slowestPageMs} |`);
  return lines.join('\n');
}
