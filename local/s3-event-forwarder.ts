import type { S3Event } from 'aws-lambda';
import { loadHandler } from './handler-loader.ts';

/** Lambda retries a failed asynchronous invocation twice. */
const RETRIES = 2;

type Invoke = (event: S3Event) => Promise<unknown>;

export interface S3EventTarget {
  /** Handler module under lambdas/src/handlers, as a route row names it. */
  handler: string;
  bucket: string;
  /** Key prefixes the bucket's notification filters on (AWS takes one per notification: several here mean several). */
  prefix: string | readonly string[];
  /** How many invocations run at once in this process. */
  concurrency: number;
  /** Names the log lines. */
  label: string;
  quiet?: boolean;
}

/**
 * What an S3 event notification does in AWS: every object created under `prefix` in `bucket` invokes the handler,
 * here in this process with s3rver's event, with Lambda's two retries for an asynchronous invocation. Keys are
 * URL-encoded as S3 sends them (s3rver leaves them raw).
 */
export function forwardS3Events(s3: { onEvent(listener: (event: S3Event) => void): void }, target: S3EventTarget) {
  const prefixes = typeof target.prefix === 'string' ? [target.prefix] : target.prefix;
  const queue: S3Event[] = [];
  let running = 0;
  const idle: (() => void)[] = [];

  const next = () => {
    while (running < target.concurrency && queue.length) {
      const event = queue.shift() as S3Event;
      running += 1;
      void invokeWithRetries(target, event).finally(() => {
        running -= 1;
        next();
        if (!running && !queue.length) for (const resolve of idle.splice(0)) resolve();
      });
    }
  };

  s3.onEvent((event) => {
    const records = (event.Records ?? []).filter(
      (record) =>
        record.eventName.startsWith('ObjectCreated') &&
        record.s3.bucket.name === target.bucket &&
        prefixes.some((prefix) => record.s3.object.key.startsWith(prefix)),
    );
    if (!records.length) return;
    queue.push({
      Records: records.map((record) => ({
        ...record,
        s3: {
          ...record.s3,
          object: { ...record.s3.object, key: encodeURIComponent(record.s3.object.key).replace(/%2F/g, '/') },
        },
      })),
    });
    next();
  });

  return {
    /** Resolves once every event received so far has been handled (tests, seed). */
    settled: () => (running || queue.length ? new Promise<void>((resolve) => idle.push(resolve)) : Promise.resolve()),
  };
}

async function invokeWithRetries(target: S3EventTarget, event: S3Event): Promise<void> {
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    try {
      const handler = (await loadHandler(target.handler)) as unknown as Invoke;
      const result = await handler(event);
      if (!target.quiet) console.log(`[${target.label}] ${JSON.stringify(result)}`);
      return;
    } catch (error) {
      console.error(`[${target.label}] ${target.handler} failed (attempt ${attempt + 1}):`, error);
      await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
    }
  }
}
