import { ORIGINALS_PREFIX } from '@shop/shared/pictures/picture-variants';
import { SHARE_REQUESTS_PREFIX } from '@shop/shared/pictures/share-image';
import type { S3Event } from 'aws-lambda';
import { loadHandler } from './handler-loader.ts';

const HANDLER = 'pictures/make-picture-variants';
/** Lambda retries a failed asynchronous invocation twice. */
const RETRIES = 2;
/** Pictures are CPU work for sharp's threads: a couple at a time keeps the API answering while a gallery lands. */
const CONCURRENCY = 2;

type Invoke = (event: S3Event) => Promise<unknown>;

/**
 * What the S3 event notification does in AWS (infra/src/constructs/pictures.ts): every object created
 * under uploads/ (or share-requests/) in the images bucket invokes the picture Lambda, here in this process with s3rver's
 * event. Keys are URL-encoded as S3 sends them (s3rver leaves them raw).
 */
export function forwardPictureUploads(
  s3: { onEvent(listener: (event: S3Event) => void): void },
  imagesBucket: string,
  options: { quiet?: boolean } = {},
) {
  const queue: S3Event[] = [];
  let running = 0;
  const idle: (() => void)[] = [];

  const next = () => {
    while (running < CONCURRENCY && queue.length) {
      const event = queue.shift() as S3Event;
      running += 1;
      void invokeWithRetries(event, options.quiet).finally(() => {
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
        record.s3.bucket.name === imagesBucket &&
        (record.s3.object.key.startsWith(ORIGINALS_PREFIX) || record.s3.object.key.startsWith(SHARE_REQUESTS_PREFIX)),
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
    /** Resolves once every picture received so far has been processed (tests, seed). */
    settled: () => (running || queue.length ? new Promise<void>((resolve) => idle.push(resolve)) : Promise.resolve()),
  };
}

async function invokeWithRetries(event: S3Event, quiet?: boolean): Promise<void> {
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    try {
      const handler = (await loadHandler(HANDLER)) as unknown as Invoke;
      const result = await handler(event);
      if (!quiet) console.log(`[pictures] ${JSON.stringify(result)}`);
      return;
    } catch (error) {
      console.error(`[pictures] ${HANDLER} failed (attempt ${attempt + 1}):`, error);
      await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
    }
  }
}
