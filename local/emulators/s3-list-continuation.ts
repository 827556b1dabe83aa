import { createRequire } from 'node:module';

/** The parts of s3rver's bucket listing this patch goes through. */
export interface S3rverListingStore {
  listObjects(
    bucket: string,
    options: Record<string, unknown>,
  ): Promise<{ objects: { key: string }[]; commonPrefixes: string[]; isTruncated: boolean }>;
}

/** The parts of the Koa context of one request to s3rver that this patch reads and writes. */
export interface S3rverContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  store: S3rverListingStore;
  body: unknown;
}

/** A Koa middleware of s3rver's; its router's one carries the router itself. */
export type S3rverMiddleware = ((ctx: S3rverContext, next: () => Promise<unknown>) => unknown) & { router?: unknown };

interface ListBucketResult {
  StartAfter?: string;
  ContinuationToken?: string;
  NextContinuationToken?: string;
  IsTruncated?: boolean;
}

const S3Error: new (code: string, message: string, detail?: Record<string, string>) => Error = createRequire(
  import.meta.url,
)('s3rver/lib/models/error');

const encodeToken = (bucket: string, lastKey: string) => Buffer.from(`${bucket}/${lastKey}`).toString('base64url');

/** The key a token continues after, if it is one of ours for this bucket (bucket names hold no `/`). */
function decodeToken(bucket: string, token: string): string | undefined {
  const decoded = Buffer.from(token, 'base64url').toString('utf8');
  return decoded.startsWith(`${bucket}/`) && decoded.length > bucket.length + 1
    ? decoded.slice(bucket.length + 1)
    : undefined;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * s3rver encrypts ListObjectsV2 continuation tokens with DES, which Node 20's OpenSSL 3 refuses: any listing
 * longer than one page failed. Ahead of its router, ListObjectsV2 requests get an opaque token (the bucket and
 * the last key listed, base64url) that s3rver never sees: a token coming in is handed to it as the StartAfter
 * it stands for, its listing is told the page is the last one so it makes no token, and the answer is then
 * given back its truncation, our next token and the token the caller sent, as S3 answers.
 */
export function makeListingsPage(s3rver: { middleware: S3rverMiddleware[] }): void {
  const routerAt = s3rver.middleware.findIndex((middleware) => middleware.router !== undefined);
  if (routerAt === -1) throw new Error("s3rver's router was not found: the listing patch no longer fits s3rver");

  const listingsV2: S3rverMiddleware = async (ctx, next) => {
    const bucket = /^\/([^/]+)\/?$/.exec(ctx.path)?.[1];
    if (ctx.method !== 'GET' || bucket === undefined || single(ctx.query['list-type']) !== '2') return next();

    const token = single(ctx.query['continuation-token']);
    const startAfter = single(ctx.query['start-after']);
    if (token) {
      const continueAfter = decodeToken(bucket, token);
      if (continueAfter === undefined) {
        throw new S3Error('InvalidArgument', 'The continuation token provided is incorrect', {
          ArgumentName: 'continuation-token',
        });
      }
      const { 'continuation-token': _sent, ...query } = ctx.query;
      ctx.query = { ...query, 'start-after': continueAfter };
    }

    const store = ctx.store;
    let lastKey: string | undefined;
    ctx.store = Object.assign(Object.create(store) as S3rverListingStore, {
      async listObjects(name: string, options: Record<string, unknown>) {
        const page = await store.listObjects(name, options);
        lastKey = page.isTruncated ? page.objects.at(-1)?.key : undefined;
        return { ...page, isTruncated: false };
      },
    });
    await next();

    const result = (ctx.body as { ListBucketResult?: ListBucketResult } | undefined)?.ListBucketResult;
    if (!result) return;
    result.StartAfter = startAfter;
    result.ContinuationToken = token || undefined;
    if (lastKey !== undefined) {
      result.IsTruncated = true;
      result.NextContinuationToken = encodeToken(bucket, lastKey);
    }
  };
  s3rver.middleware.splice(routerAt, 0, listingsV2);
}
