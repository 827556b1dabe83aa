import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headObject, isMissingObject } from '../../src/repositories/s3-object-head.ts';

const BUCKET = 'plan-files';
const WRITTEN = 'Tue, 24 Nov 2026 10:00:00 GMT';

/** An S3 endpoint that answers as S3 does: 404 without a body to a HEAD of a missing key, a NoSuchKey body to a GET. */
let server: Server;
let s3: S3Client;

beforeAll(async () => {
  server = createServer((request, response) => {
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname.split('/').slice(2).join('/'));
    if (key === 'there.pdf') {
      response.writeHead(200, { 'last-modified': WRITTEN, 'content-length': '3' });
      response.end(request.method === 'HEAD' ? undefined : 'pdf');
    } else if (key === 'forbidden.pdf') {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(request.method === 'HEAD' ? undefined : '<Error><Code>AccessDenied</Code></Error>');
    } else {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end(request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  s3 = new S3Client({
    region: 'eu-west-1',
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  s3.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('headObject', () => {
  it("gives a stored object's write time", async () => {
    // Act
    const head = await headObject(s3, BUCKET, 'there.pdf');

    // Assess
    expect(head?.lastModified?.toISOString()).toBe(new Date(WRITTEN).toISOString());
  });

  it('gives undefined for a key that holds no object (S3 answers a HEAD with a bare 404)', async () => {
    // Act + Assess
    expect(await headObject(s3, BUCKET, 'gone.pdf')).toBeUndefined();
  });

  it('throws any other refusal, so a missing permission is not read as a missing object', async () => {
    // Act + Assess
    await expect(headObject(s3, BUCKET, 'forbidden.pdf')).rejects.toThrow();
  });
});

describe('isMissingObject', () => {
  it('knows the NoSuchKey a GET of a missing key fails with', async () => {
    // Act
    const error = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'gone.pdf' })).catch((e: unknown) => e);

    // Assess
    expect(isMissingObject(error)).toBe(true);
  });

  it('leaves other failures alone', async () => {
    // Act
    const error = await s3
      .send(new GetObjectCommand({ Bucket: BUCKET, Key: 'forbidden.pdf' }))
      .catch((e: unknown) => e);

    // Assess
    expect(isMissingObject(error)).toBe(false);
  });
});
