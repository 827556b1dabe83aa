import { ORIGIN_VERIFY_HEADER } from '@shop/shared/edge/edge-headers';
import autocannon from 'autocannon';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/emulators/emulator-clients.ts';
import { type BenchStack, percentile } from './bench-stack.ts';
import { type FloorCall, runSdkFloor } from './sdk-floor.ts';
import type { Buyer } from './shop-client.ts';

export interface LatencyFigure {
  name: string;
  connections: number;
  p50Ms: number;
  p95Ms: number;
  requestsPerSecond: number;
  non2xx: number;
}

export interface LatencyPair {
  api: LatencyFigure;
  /**
   * The DynamoDB call(s) the handler makes, in the order it makes them, through an SDK client configured as
   * the handlers' (same keep-alive agent, same dynalite, same number of concurrent loops): the target's floor.
   */
  floor: LatencyFigure;
  floorCalls: string[];
  /** The same calls in DynamoDB's raw JSON protocol with autocannon, each loaded alone; p50/p95 summed. */
  rawFloor: LatencyFigure;
  /** Reads are held to the 1.5x target; writes are reported only. */
  read: boolean;
}

const API_SECONDS = 8;
const SDK_FLOOR_SECONDS = 6;
const RAW_FLOOR_SECONDS = 3;
/** Unrecorded load before each measurement: the handler's module is loaded and the JIT has run. */
const WARM_UP_SECONDS = 1;

/**
 * autocannon in a worker thread of its own (`workers: 1`), for the API and the floor alike: the load
 * generator's event loop then never delays the answers it times.
 */
/**
 * When autocannon's time is up it drops its connections, but the server still works off the requests that
 * were in flight (up to one per connection, a second or more at 100 connections on the plan list). One more
 * request of the same kind queues behind them, so once it is answered the next measurement starts on an
 * idle server instead of inheriting that backlog as a tail.
 */
async function drain(options: autocannon.Options): Promise<void> {
  const { url, method = 'GET', headers, body } = options;
  const response = await fetch(url, { method, headers, body: body as string | undefined });
  await response.arrayBuffer();
}

async function load(name: string, options: autocannon.Options, duration: number): Promise<LatencyFigure> {
  // `workers` is missing from @types/autocannon.
  const result = await autocannon({ duration, workers: 1, ...options } as autocannon.Options);
  await drain(options);
  return {
    name,
    connections: options.connections ?? 10,
    p50Ms: result.latency.p50,
    // autocannon reports p97.5 and p99 but not p95; p97.5 is the nearest and errs on the slow side.
    p95Ms: result.latency.p97_5,
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx + result.errors,
  };
}

type Attr = { S: string };
type RawCall = FloorCall;

function rawOptions(url: string, call: RawCall, connections: number): autocannon.Options {
  return {
    url,
    connections,
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `DynamoDB_20120810.${call.target}`,
      authorization:
        'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=00',
      'x-amz-date': '20260101T000000Z',
    },
    body: JSON.stringify(call.body),
  };
}

const key = (pk: string, sk: string): Record<string, Attr> => ({ pk: { S: pk }, sk: { S: sk } });

interface Case {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  buyer?: Buyer;
  body?: unknown;
  /** The handler's DynamoDB calls: steps one after another, the calls of a step made together. */
  steps: RawCall[][];
  read: boolean;
}

export interface LatencyContext {
  bench: BenchStack;
  planId: string;
  /** A signed-in buyer with a few favorites and one completed order. */
  buyer: Buyer;
  favoritePlanIds: string[];
  completedOrderId: string;
}

/** What each measured request costs in DynamoDB calls, written as the raw JSON protocol dynalite speaks. */
function cases(context: LatencyContext, firstPageCursor: string): Case[] {
  const TableName = context.bench.stack.tableName;
  const active = {
    TableName,
    IndexName: 'gsi1',
    KeyConditionExpression: '#p = :s',
    ExpressionAttributeNames: { '#p': 'gsi1pk' },
    ExpressionAttributeValues: { ':s': { S: 'PLANS#active' } },
  };
  const page: RawCall = {
    name: 'Query page',
    target: 'Query',
    body: { ...active, ScanIndexForward: false, Limit: 13 },
  };
  const count: RawCall = {
    name: 'Query count',
    target: 'Query',
    body: {
      ...active,
      ProjectionExpression: '#f',
      ExpressionAttributeNames: { '#p': 'gsi1pk', '#f': 'featured' },
    },
  };
  const planGet: RawCall = {
    name: 'GetItem plan',
    target: 'GetItem',
    body: { TableName, Key: key(`PLAN#${context.planId}`, 'PLAN') },
  };
  const sub = context.buyer.sub;
  const accessGet = {
    name: 'GetItem access',
    target: 'GetItem',
    body: { TableName, Key: key(`USER#${sub}`, 'ACCESS'), ConsistentRead: true },
  } as const;
  return [
    // list-plans.ts reads the page and the counts together.
    { name: 'GET /api/plans (first page, with counts)', path: '/api/plans', steps: [[page, count]], read: true },
    {
      name: 'GET /api/plans (next page)',
      path: `/api/plans?cursor=${encodeURIComponent(firstPageCursor)}`,
      steps: [[page]],
      read: true,
    },
    { name: 'GET /api/plans/{id}', path: `/api/plans/${context.planId}`, steps: [[planGet]], read: true },
    {
      name: 'GET /api/favorites (signed in)',
      path: '/api/favorites',
      buyer: context.buyer,
      read: true,
      // The saved favorites first, then their plans.
      steps: [
        [
          {
            name: 'Query favorites',
            target: 'Query',
            body: {
              TableName,
              KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
              ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
              ExpressionAttributeValues: { ':pk': { S: `USER#${sub}` }, ':prefix': { S: 'FAVORITE#' } },
              ConsistentRead: true,
            },
          },
        ],
        [
          {
            name: 'BatchGetItem plans',
            target: 'BatchGetItem',
            body: {
              RequestItems: { [TableName]: { Keys: context.favoritePlanIds.map((id) => key(`PLAN#${id}`, 'PLAN')) } },
            },
          },
        ],
      ],
    },
    {
      name: 'GET /api/downloads/{orderId} (signed in)',
      path: `/api/downloads/${context.completedOrderId}`,
      buyer: context.buyer,
      read: true,
      // The caller's revocation time (access ends when removed), the order (ownership and the 7-day window), its plan,
      // the plan's file versions and the order's delivery (its stamped copies, decision 0024).
      steps: [
        [accessGet],
        [
          {
            name: 'GetItem order',
            target: 'GetItem',
            body: { TableName, Key: key(`ORDER#${context.completedOrderId}`, 'ORDER'), ConsistentRead: true },
          },
        ],
        [planGet],
        [
          {
            name: 'Query file versions',
            target: 'Query',
            body: {
              TableName,
              KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
              ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
              ExpressionAttributeValues: { ':pk': { S: `PLAN#${context.planId}` }, ':prefix': { S: 'FILE#' } },
              ConsistentRead: true,
            },
          },
        ],
        [
          {
            name: 'GetItem delivery',
            target: 'GetItem',
            body: { TableName, Key: key(`ORDER#${context.completedOrderId}`, 'DELIVERY'), ConsistentRead: true },
          },
        ],
      ],
    },
    {
      name: 'POST /api/payments/initialize (signed in; writes an order, calls Paystack)',
      method: 'POST',
      path: '/api/payments/initialize',
      buyer: context.buyer,
      body: { email: context.buyer.email, planId: context.planId, packageType: 'basic' },
      read: false,
      steps: [
        [accessGet],
        [{ name: 'GetItem settings', target: 'GetItem', body: { TableName, Key: key('SETTINGS', 'SITE') } }],
        [planGet],
        [
          {
            name: 'PutItem order',
            target: 'PutItem',
            body: { TableName, Item: { ...key('ORDER#bench-floor', 'ORDER'), status: { S: 'pending' } } },
          },
        ],
      ],
    },
  ];
}

async function sdkFloor(context: LatencyContext, c: Case, connections: number): Promise<LatencyFigure> {
  const { latencies, errors } = await runSdkFloor({
    endpoint: context.bench.stack.urls.dynamodb,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    steps: c.steps,
    connections,
    warmUpMs: WARM_UP_SECONDS * 1000,
    durationMs: SDK_FLOOR_SECONDS * 1000,
  });
  return {
    name: `DynamoDB via the SDK: ${c.steps.map((step) => step.map((call) => call.name).join(' & ')).join(', then ')}`,
    connections,
    p50Ms: percentile(latencies, 50),
    // The same percentile as autocannon's figure for the API.
    p95Ms: percentile(latencies, 97.5),
    requestsPerSecond: latencies.length / SDK_FLOOR_SECONDS,
    non2xx: errors,
  };
}

/**
 * Reads (and one write) through the local API adapter and the real handlers (in a process of their own),
 * each next to its floor: the DynamoDB calls the handler makes, sent straight to the same dynalite (in its
 * own process) through an SDK client like the handlers', measured just before it at the same concurrency.
 * Both load generators run in worker threads. The calls in raw JSON protocol are shown alongside.
 */
export async function measureApiLatency(context: LatencyContext, connectionLevels: number[]): Promise<LatencyPair[]> {
  const { api, stack } = context.bench;
  const first = (await (await fetch(`${api}/api/plans`)).json()) as { nextCursor: string };
  const pairs: LatencyPair[] = [];
  for (const connections of connectionLevels) {
    const rawCache = new Map<string, LatencyFigure>();
    for (const c of cases(context, first.nextCursor)) {
      const calls = c.steps.flat();
      const parts: LatencyFigure[] = [];
      for (const call of calls) {
        const cacheKey = JSON.stringify(call);
        let figure = rawCache.get(cacheKey);
        if (!figure) {
          figure = await load(call.name, rawOptions(stack.urls.dynamodb, call, connections), RAW_FLOOR_SECONDS);
          rawCache.set(cacheKey, figure);
        }
        parts.push(figure);
      }
      const rawFloor: LatencyFigure = {
        name: `raw DynamoDB: ${calls.map((call) => call.name).join(' + ')}`,
        connections,
        p50Ms: parts.reduce((sum, p) => sum + p.p50Ms, 0),
        p95Ms: parts.reduce((sum, p) => sum + p.p95Ms, 0),
        // Calls made one after another: the sequence's rate is the harmonic sum of each call's rate.
        requestsPerSecond: 1 / parts.reduce((sum, p) => sum + 1 / Math.max(p.requestsPerSecond, 0.001), 0),
        non2xx: parts.reduce((sum, p) => sum + p.non2xx, 0),
      };
      const floor = await sdkFloor(context, c, connections);
      // Straight to the API adapter with the secret CloudFront adds: the edge would answer anonymous catalogue reads
      // from its cache (what it is for), and this table compares our code path with its DynamoDB floor.
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        [ORIGIN_VERIFY_HEADER]: stack.edge.originSecret,
      };
      if (c.buyer) headers.authorization = `Bearer ${c.buyer.token}`;
      const options: autocannon.Options = {
        url: `${stack.urls.apiOrigin}${c.path}`,
        connections,
        method: c.method ?? 'GET',
        headers,
        ...(c.body ? { body: JSON.stringify(c.body) } : {}),
      };
      await load(c.name, options, WARM_UP_SECONDS);
      const figure = await load(c.name, options, API_SECONDS);
      pairs.push({ api: figure, floor, floorCalls: calls.map((call) => call.name), rawFloor, read: c.read });
    }
  }
  return pairs;
}
