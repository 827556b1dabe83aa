import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { s3Client } from '../../src/adapters/s3-client.ts';
import { CALL_BUDGETS, UPLOAD_PART_BYTES } from '../../src/outbound/call-budgets.ts';
import { deliveryStore } from '../../src/repositories/delivery-store.ts';

const MiB = 1024 * 1024;
const BUCKET = 'plan-files';

/** A reading client and a writing client, the writer's calls recorded (aws-sdk-client-mock on that instance only). */
function clients() {
  const reads = new S3Client({ region: 'eu-west-1' });
  const writes = new S3Client({ region: 'eu-west-1' });
  const readMock = mockClient(reads);
  const writeMock = mockClient(writes);
  writeMock.on(CreateMultipartUploadCommand).resolves({ UploadId: 'upload-1' });
  writeMock
    .on(UploadPartCommand)
    .callsFake((input: { PartNumber: number }) => ({ ETag: `"etag-${input.PartNumber}"` }));
  writeMock.on(CompleteMultipartUploadCommand).resolves({});
  writeMock.on(PutObjectCommand).resolves({});
  return { reads, writes, readMock, writeMock };
}

const partSizes = (mock: ReturnType<typeof mockClient>) =>
  mock.commandCalls(UploadPartCommand).map((call) => (call.args[0].input as { Body: Uint8Array }).Body.byteLength);

describe('the delivery writes', () => {
  it('send a stamped 20 MB PDF as a multipart upload of 8 MiB parts through the writing client', async () => {
    // Prepare
    const { reads, writes, readMock, writeMock } = clients();
    const store = deliveryStore(reads, BUCKET, writes);

    // Act
    await store.write('deliveries/o-1/plan.pdf', new Uint8Array(20 * MiB), 'application/pdf');

    // Assess
    expect(writeMock.commandCalls(CreateMultipartUploadCommand)[0]?.args[0].input).toMatchObject({
      Bucket: BUCKET,
      Key: 'deliveries/o-1/plan.pdf',
      ContentType: 'application/pdf',
    });
    expect(partSizes(writeMock)).toEqual([UPLOAD_PART_BYTES, UPLOAD_PART_BYTES, 20 * MiB - 2 * UPLOAD_PART_BYTES]);
    expect(writeMock.commandCalls(CompleteMultipartUploadCommand)[0]?.args[0].input.MultipartUpload?.Parts).toEqual([
      { ETag: '"etag-1"', PartNumber: 1 },
      { ETag: '"etag-2"', PartNumber: 2 },
      { ETag: '"etag-3"', PartNumber: 3 },
    ]);
    expect(writeMock.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(readMock.calls()).toHaveLength(0);
  });

  it('stream a ZIP of unknown length in the same parts', async () => {
    // Prepare
    const { reads, writes, writeMock } = clients();
    const store = deliveryStore(reads, BUCKET, writes);
    const chunks = Array.from({ length: 17 }, () => Buffer.alloc(MiB));

    // Act
    await store.writeStream('deliveries/o-1/order.zip', Readable.from(chunks), 'application/zip');

    // Assess
    expect(partSizes(writeMock)).toEqual([UPLOAD_PART_BYTES, UPLOAD_PART_BYTES, MiB]);
    expect(writeMock.commandCalls(CompleteMultipartUploadCommand)).toHaveLength(1);
  });

  it('send a small certificate as one PutObject', async () => {
    // Prepare
    const { reads, writes, writeMock } = clients();

    // Act
    await deliveryStore(reads, BUCKET, writes).write('deliveries/o-1/licence.pdf', new Uint8Array(64 * 1024), 'x');

    // Assess
    expect(writeMock.commandCalls(PutObjectCommand)).toHaveLength(1);
    expect(writeMock.commandCalls(CreateMultipartUploadCommand)).toHaveLength(0);
  });
});

/*
 * An S3 that takes 4 s to take each write (a slow link), on a real socket so the SDK's own timeouts decide: a part
 * that the routes' 2.5 s budget would cut off goes through on the per-part budget.
 */
describe('a write on a slow link', () => {
  let slow: Server;
  let writesSeen = 0;

  beforeAll(async () => {
    slow = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        writesSeen += 1;
        setTimeout(() => response.writeHead(200, { ETag: '"slow-etag"' }).end(), 4_000);
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('S3_ENDPOINT', `http://127.0.0.1:${(slow.address() as AddressInfo).port}`);
    vi.stubEnv('AWS_REGION', 'eu-west-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });

  it('finishes on the per-part budget where the routes budget gives up', { timeout: 30_000 }, async () => {
    // Prepare
    const body = new Uint8Array(1024);
    const onRouteBudget = deliveryStore(s3Client(), BUCKET);
    const onPartBudget = deliveryStore(s3Client(), BUCKET, s3Client(CALL_BUDGETS.uploadPart));

    // Act / Assess
    await expect(onRouteBudget.write('deliveries/o-1/a.pdf', body, 'application/pdf')).rejects.toThrow(/timeout/i);
    writesSeen = 0;
    await expect(onPartBudget.write('deliveries/o-1/b.pdf', body, 'application/pdf')).resolves.toBeUndefined();
    expect(writesSeen).toBe(1);
  });
});
