import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeObjectWritesWhole } from '../emulators/s3-whole-writes.ts';

let directory: string;
let store: S3rver['store'];

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 's3-whole-writes-'));
  store = new S3rver({ directory, silent: true }).store;
  makeObjectWritesWhole(store);
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** The file s3rver serves the object from, as the next reader (the picture Lambda on the event) finds it. */
const storedSize = async (key: string) => (await stat(store.getResourcePath('shop', key, 'object'))).size;

describe('objects in the offline S3', () => {
  // Staff photos are megabytes: s3rver's own write left most of a 32 MB body unwritten when it answered.
  it('are whole the moment the write answers, from a buffer or a stream', async () => {
    const body = randomBytes(32 * 1024 * 1024);
    const fromBuffer = await store.putObject({ bucket: 'shop', key: 'uploads/a.jpg', metadata: {}, content: body });
    expect(fromBuffer.size).toBe(body.length);
    expect(await storedSize('uploads/a.jpg')).toBe(body.length);

    const chunks = [body.subarray(0, 5_000_000), body.subarray(5_000_000)];
    const fromStream = await store.putObject({
      bucket: 'shop',
      key: 'uploads/b.jpg',
      metadata: {},
      content: Readable.from(chunks),
    });
    expect(fromStream).toEqual(fromBuffer);
    expect(await storedSize('uploads/b.jpg')).toBe(body.length);
  });

  it('leave no temporary file behind, and a failed upload leaves nothing', async () => {
    const broken = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(
      store.putObject({ bucket: 'shop', key: 'uploads/c.jpg', metadata: {}, content: broken }),
    ).rejects.toThrow('connection reset');
    expect(
      (await readdir(join(directory, 'shop', 'uploads'))).filter((name) => name.endsWith('_S3rver_object')),
    ).toEqual(['a.jpg._S3rver_object', 'b.jpg._S3rver_object']);
    expect((await readdir(join(directory, 'shop', 'uploads'))).some((name) => name.includes('partial'))).toBe(false);
  });
});
