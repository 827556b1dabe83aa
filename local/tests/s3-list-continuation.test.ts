import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandInput,
  PutObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClients } from '../emulators/emulator-clients.ts';
import { startS3 } from '../emulators/s3-emulator.ts';
import { freePort } from '../ports.ts';

const BUCKET = 'listing';
const PREFIX = 'plans/';
/** Past S3's 1,000 keys a page, so a full listing takes a continuation token. */
const keys = Array.from({ length: 1050 }, (_, index) => `${PREFIX}${String(index).padStart(4, '0')}.txt`);

let directory: string;
let s3: Awaited<ReturnType<typeof startS3>>;
let client: S3Client;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 's3-list-continuation-'));
  s3 = await startS3({ directory, port: await freePort() });
  client = emulatorClients({ s3: s3.endpoint, dynamodb: s3.endpoint, cognito: s3.endpoint }).s3;
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  const put = (key: string) => client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'x' }));
  for (let start = 0; start < keys.length; start += 50) await Promise.all(keys.slice(start, start + 50).map(put));
  // Outside the prefix: a listing of the prefix must not show it.
  await put('other/outside.txt');
}, 60_000);

afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  await rm(directory, { recursive: true, force: true });
});

/** Every page the SDK's paginator walks through, as lists of keys. */
async function listPages(input: Omit<ListObjectsV2CommandInput, 'Bucket'>) {
  const pages: string[][] = [];
  for await (const page of paginateListObjectsV2({ client }, { Bucket: BUCKET, ...input })) {
    pages.push((page.Contents ?? []).map((object) => object.Key ?? ''));
  }
  return pages;
}

describe('listing the offline S3 past one page', () => {
  it('lists 1,050 keys in pages of 1,000, each key once', async () => {
    const pages = await listPages({ Prefix: PREFIX });

    expect(pages.map((page) => page.length)).toEqual([1000, 50]);
    expect(pages.flat()).toEqual(keys);
  });

  it('pages by MaxKeys, and from a StartAfter', async () => {
    const byHundred = await listPages({ Prefix: PREFIX, MaxKeys: 100 });
    expect(byHundred.map((page) => page.length)).toEqual([...Array(10).fill(100), 50]);
    expect(byHundred.flat()).toEqual(keys);

    const afterHalf = await listPages({ Prefix: PREFIX, MaxKeys: 100, StartAfter: keys[499] });
    expect(afterHalf.map((page) => page.length)).toEqual([100, 100, 100, 100, 100, 50]);
    expect(afterHalf.flat()).toEqual(keys.slice(500));
  });

  it('answers each page as S3 does, and refuses a token it did not give', async () => {
    const first = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: PREFIX, MaxKeys: 1000 }));
    expect(first).toMatchObject({ IsTruncated: true, KeyCount: 1000 });
    const token = first.NextContinuationToken;
    expect(token).toEqual(expect.any(String));

    const last = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: PREFIX, ContinuationToken: token }),
    );
    expect(last).toMatchObject({ IsTruncated: false, KeyCount: 50, ContinuationToken: token });
    expect(last.NextContinuationToken).toBeUndefined();

    await expect(
      client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: 'not-a-token' })),
    ).rejects.toMatchObject({ name: 'InvalidArgument', $metadata: { httpStatusCode: 400 } });
  });
});
