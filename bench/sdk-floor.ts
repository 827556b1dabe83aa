import { Worker } from 'node:worker_threads';

export interface FloorCall {
  name: string;
  target: 'Query' | 'GetItem' | 'BatchGetItem' | 'PutItem';
  /** The call's input in DynamoDB's JSON protocol (AttributeValue maps), as the raw floor sends it. */
  body: Record<string, unknown>;
}

export interface SdkFloorJob {
  endpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Steps made one after another; the calls of a step together. */
  steps: FloorCall[][];
  connections: number;
  warmUpMs: number;
  durationMs: number;
}

export interface SdkFloorResult {
  /** Milliseconds of each whole sequence. */
  latencies: number[];
  errors: number;
}

/** Runs sdk-floor-worker.ts in a worker thread of its own and resolves to its timings. */
export function runSdkFloor(job: SdkFloorJob): Promise<SdkFloorResult> {
  return new Promise((resolve, reject) => {
    // A worker thread does not inherit tsx's loader on Node 20: register it there before loading the .ts file.
    const tsx = import.meta.resolve('tsx/esm/api');
    const entry = new URL('./sdk-floor-worker.ts', import.meta.url).href;
    const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`SDK floor worker exited with code ${code}`));
    });
  });
}
