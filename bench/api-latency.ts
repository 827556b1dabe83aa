import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startStack } from '../local/stack.ts';

export interface LatencyFigure {
  name: string;
  connections: number;
  p50Ms: number;
  p95Ms: number;
  requestsPerSecond: number;
  non2xx: number;
}

const DURATION_SECONDS = 10;

async function load(name: string, options: autocannon.Options): Promise<LatencyFigure> {
  const result = await autocannon({ duration: DURATION_SECONDS, ...options });
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

function rawDynamoDbCall(target: 'Query' | 'GetItem', body: unknown): Omit<autocannon.Options, 'url'> {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `DynamoDB_20120810.${target}`,
      authorization:
        'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=00',
      'x-amz-date': '20260101T000000Z',
    },
    body: JSON.stringify(body),
  };
}

export interface LatencyPair {
  api: LatencyFigure;
  floor: LatencyFigure;
}

/**
 * Catalogue reads through the local API adapter and the real handlers, each next to the raw DynamoDB
 * call of the same data sent straight to the same dynalite (the floor).
 */
export async function measureApiLatency(connections: number): Promise<LatencyPair[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stack-'));
  const stack = await startStack({
    dataDir,
    ports: { web: 0, api: 0, dynamodb: 0, s3: 0, cognito: 0 },
    web: 'none',
    quiet: true,
  });
  try {
    const TableName = stack.tableName;
    const pageQuery = {
      TableName,
      IndexName: 'gsi1',
      KeyConditionExpression: '#p = :s',
      ExpressionAttributeNames: { '#p': 'gsi1pk' },
      ExpressionAttributeValues: { ':s': { S: 'PLANS#active' } },
      ScanIndexForward: false,
      Limit: 13,
    };
    const first = await (await fetch(`${stack.urls.api}/api/plans`)).json();
    const planId = first.plans[0].id as string;
    const cases = [
      {
        name: 'GET /api/plans (first page, with counts)',
        path: '/api/plans',
        floor: rawDynamoDbCall('Query', pageQuery),
      },
      {
        name: 'GET /api/plans (next page)',
        path: `/api/plans?cursor=${encodeURIComponent(first.nextCursor)}`,
        floor: rawDynamoDbCall('Query', pageQuery),
      },
      {
        name: 'GET /api/plans/{id}',
        path: `/api/plans/${planId}`,
        floor: rawDynamoDbCall('GetItem', { TableName, Key: { pk: { S: `PLAN#${planId}` }, sk: { S: 'PLAN' } } }),
      },
    ];
    const pairs: LatencyPair[] = [];
    for (const c of cases) {
      const floor = await load(`raw DynamoDB ${c.floor.headers?.['x-amz-target']?.split('.')[1]} (floor)`, {
        url: stack.urls.dynamodb,
        connections,
        ...c.floor,
      });
      const api = await load(c.name, { url: `${stack.urls.api}${c.path}`, connections });
      pairs.push({ api, floor });
    }
    return pairs;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
