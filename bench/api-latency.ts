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

/**
 * GET /api/plans through the local API adapter and the real handler, next to the raw DynamoDB Query
 * for the same first page sent straight to the same dynalite (the floor).
 */
export async function measureApiLatency(connections: number): Promise<{ api: LatencyFigure; floor: LatencyFigure }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stack-'));
  const stack = await startStack({
    dataDir,
    ports: { web: 0, api: 0, dynamodb: 0, s3: 0, cognito: 0 },
    web: 'none',
    quiet: true,
  });
  try {
    const tableName = stack.tableName;
    const floorBody = JSON.stringify({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: '#p = :s',
      ExpressionAttributeNames: { '#p': 'gsi1pk' },
      ExpressionAttributeValues: { ':s': { S: 'PLANS#active' } },
      ScanIndexForward: false,
      Limit: 13,
    });
    const floor = await load('raw DynamoDB Query (floor)', {
      url: stack.urls.dynamodb,
      connections,
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.Query',
        authorization:
          'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=00',
        'x-amz-date': '20260101T000000Z',
      },
      body: floorBody,
    });
    const api = await load('GET /api/plans', { url: `${stack.urls.api}/api/plans`, connections });
    return { api, floor };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
