import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ORIGIN_VERIFY_HEADER } from '@shop/shared/edge/edge-headers';
import autocannon from 'autocannon';
import { fromPlanItem, toPlanItem } from '../lambdas/src/repositories/plan-item.ts';
import {
  destroyClients,
  emulatorClients,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
} from '../local/emulators/emulator-clients.ts';
import { percentile, startBenchStack } from './bench-stack.ts';
import { type FloorCall, runSdkFloor } from './sdk-floor.ts';

/**
 * `npx tsx bench/plot-fit.ts`: the plot-fit query (GET /api/plans with a 70 x 100 ft plot, first page with its
 * counts) at 10x today's catalogue, next to the DynamoDB calls it makes sent straight to the same dynalite
 * (its floor), at 20 connections; the plain first page at the same size alongside. Prints a Markdown table for
 * the hand-written part of docs/performance.md (decision 0025). Not part of `npm run bench`.
 */
const SCALE = 10;
const CONNECTIONS = 20;
const SECONDS = 8;
const WARM_UP_SECONDS = 1;
const FLOOR_SECONDS = 6;

interface Figure {
  p50Ms: number;
  p95Ms: number;
  requestsPerSecond: number;
  non2xx: number;
}

async function load(options: autocannon.Options, duration: number): Promise<Figure> {
  const result = await autocannon({ duration, workers: 1, connections: CONNECTIONS, ...options } as autocannon.Options);
  return {
    p50Ms: result.latency.p50,
    // autocannon has no p95; p97.5 is the nearest and errs on the slow side (as bench/api-latency.ts).
    p95Ms: result.latency.p97_5,
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx + result.errors,
  };
}

/**
 * autocannon drops its connections when time is up while the server still works off what was in flight; one more
 * request queues behind them, so the next load (or stopping dynalite) starts on an idle server.
 */
async function drain(options: autocannon.Options): Promise<void> {
  await (await fetch(options.url as string, { headers: options.headers as Record<string, string> })).arrayBuffer();
}

async function main() {
  const bench = await startBenchStack();
  const { stack } = bench;
  const clients = emulatorClients(stack.urls);
  try {
    // Grow the catalogue to 10x: every seeded plan (all statuses) copied nine times under new ids.
    const seeded: Record<string, unknown>[] = [];
    for (const status of ['active', 'inactive', 'draft']) {
      let start: Record<string, unknown> | undefined;
      do {
        const page = await clients.documents.send(
          new QueryCommand({
            TableName: stack.tableName,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :p',
            ExpressionAttributeValues: { ':p': `PLANS#${status}` },
            ExclusiveStartKey: start,
          }),
        );
        seeded.push(...(page.Items ?? []));
        start = page.LastEvaluatedKey;
      } while (start);
    }
    const copies = seeded.flatMap((item) =>
      Array.from({ length: SCALE - 1 }, (_, n) => {
        const plan = fromPlanItem(item);
        return toPlanItem({ ...plan, id: `${plan.id}-copy-${n + 1}` });
      }),
    );
    for (let i = 0; i < copies.length; i += 25) {
      const batch = copies.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      await clients.documents.send(new BatchWriteCommand({ RequestItems: { [stack.tableName]: batch } }));
    }
    const plans = seeded.length + copies.length;
    const active = seeded.filter((item) => item.status === 'active').length * SCALE;
    console.log(`Catalogue: ${plans} plans (${active} active), ${SCALE}x the seed's ${seeded.length}.`);

    const TableName = stack.tableName;
    const partition = {
      TableName,
      IndexName: 'gsi1',
      KeyConditionExpression: '#gpk = :status',
      ScanIndexForward: false,
    };
    // 70 ft less 1.5 m a side; 100 ft less 3 m front and rear (the default setbacks).
    const plotFilter = {
      FilterExpression: '#fw <= :maxWidth AND #fd <= :maxDepth',
      ExpressionAttributeNames: { '#gpk': 'gsi1pk', '#fw': 'footprint_width_m', '#fd': 'footprint_depth_m' },
      ExpressionAttributeValues: {
        ':status': { S: 'PLANS#active' },
        ':maxWidth': { N: String(70 * 0.3048 - 3) },
        ':maxDepth': { N: String(100 * 0.3048 - 6) },
      },
    };
    const settingsGet: FloorCall = {
      name: 'GetItem settings',
      target: 'GetItem',
      body: { TableName, Key: { pk: { S: 'SETTINGS' }, sk: { S: 'SITE' } } },
    };
    const plotPage: FloorCall = {
      name: 'Query page (plot filter)',
      target: 'Query',
      body: { ...partition, ...plotFilter, Limit: 13 },
    };
    const plotCount: FloorCall = {
      name: 'Query count (plot filter)',
      target: 'Query',
      body: {
        ...partition,
        ...plotFilter,
        ProjectionExpression: '#f',
        ExpressionAttributeNames: { ...plotFilter.ExpressionAttributeNames, '#f': 'featured' },
      },
    };
    const plainNames = { '#gpk': 'gsi1pk' };
    const plainValues = { ':status': { S: 'PLANS#active' } };
    const plainPage: FloorCall = {
      name: 'Query page',
      target: 'Query',
      body: { ...partition, ExpressionAttributeNames: plainNames, ExpressionAttributeValues: plainValues, Limit: 13 },
    };
    const plainCount: FloorCall = {
      name: 'Query count',
      target: 'Query',
      body: {
        ...partition,
        ProjectionExpression: '#f',
        ExpressionAttributeNames: { ...plainNames, '#f': 'featured' },
        ExpressionAttributeValues: plainValues,
      },
    };
    const cases = [
      {
        name: 'GET /api/plans?plotWidth=70&plotDepth=100&plotUnit=ft (first page, with counts)',
        path: '/api/plans?plotWidth=70&plotDepth=100&plotUnit=ft',
        steps: [[settingsGet], [plotPage, plotCount]],
      },
      { name: 'GET /api/plans (first page, with counts)', path: '/api/plans', steps: [[plainPage, plainCount]] },
    ];

    const rows: string[] = [];
    for (const c of cases) {
      const { latencies, errors } = await runSdkFloor({
        endpoint: stack.urls.dynamodb,
        region: LOCAL_REGION,
        credentials: LOCAL_CREDENTIALS,
        steps: c.steps,
        connections: CONNECTIONS,
        warmUpMs: WARM_UP_SECONDS * 1000,
        durationMs: FLOOR_SECONDS * 1000,
      });
      const floor = { p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 97.5), errors };
      // Straight to the API adapter with the edge's secret: the edge would answer repeats from its cache.
      const options: autocannon.Options = {
        url: `${stack.urls.apiOrigin}${c.path}`,
        headers: { [ORIGIN_VERIFY_HEADER]: stack.edge.originSecret },
      };
      const first = (await (await fetch(options.url as string, { headers: options.headers })).json()) as {
        plans: unknown[];
        total: number;
      };
      await load(options, WARM_UP_SECONDS);
      await drain(options);
      const api = await load(options, SECONDS);
      await drain(options);
      const steps = c.steps.map((step) => step.map((call) => call.name).join(' & ')).join(', then ');
      rows.push(
        `| ${c.name} | ${first.total} | ${api.p50Ms.toFixed(1)} ms | ${api.p95Ms.toFixed(1)} ms | ${api.requestsPerSecond.toFixed(0)} | ${api.non2xx} | ${steps} | ${floor.p50Ms.toFixed(1)} ms | ${floor.p95Ms.toFixed(1)} ms | ${(api.p95Ms / Math.max(floor.p95Ms, 0.1)).toFixed(2)}x |`,
      );
    }
    console.log(`\nDate: ${new Date().toISOString()}; ${CONNECTIONS} connections, ${SECONDS} s per API load.\n`);
    console.log(
      '| request | matches | API p50 | API p95 | req/s | non-2xx | floor: DynamoDB calls via the SDK | floor p50 | floor p95 | p95 / floor |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    destroyClients(clients);
    await bench.stop();
  }
}

await main();
