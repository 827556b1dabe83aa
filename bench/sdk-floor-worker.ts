import { parentPort, workerData } from 'node:worker_threads';
import {
  BatchGetItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
} from '@aws-sdk/client-dynamodb';
import type { SdkFloorJob, SdkFloorResult } from './sdk-floor.ts';

/**
 * Runs in a worker thread: `connections` closed loops, each making a request's DynamoDB calls step after
 * step (the calls of one step together, as the handler makes them) through one SDK client configured as
 * the handlers' (lambdas/src/db/document-client.ts: endpoint only, so the SDK's default keep-alive agent),
 * and times each whole sequence.
 */
const job = workerData as SdkFloorJob;
const client = new DynamoDBClient({ endpoint: job.endpoint, region: job.region, credentials: job.credentials });
type Call = SdkFloorJob['steps'][number][number];

/** The raw JSON bodies are the commands' inputs as the wire carries them (AttributeValue maps). */
function send(call: Call): Promise<unknown> {
  const input = call.body as never;
  switch (call.target) {
    case 'Query':
      return client.send(new QueryCommand(input));
    case 'GetItem':
      return client.send(new GetItemCommand(input));
    case 'BatchGetItem':
      return client.send(new BatchGetItemCommand(input));
    case 'PutItem':
      return client.send(new PutItemCommand(input));
  }
}

async function sequence(): Promise<void> {
  for (const step of job.steps) await Promise.all(step.map(send));
}

async function run(ms: number, record: boolean): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + ms;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        await sequence();
        if (record) latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: job.connections }, loop));
  return { latencies, errors };
}

await run(job.warmUpMs, false);
const { latencies, errors } = await run(job.durationMs, true);
client.destroy();
parentPort?.postMessage({ latencies, errors } satisfies SdkFloorResult);
