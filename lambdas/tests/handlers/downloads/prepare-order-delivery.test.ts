import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DELIVERY_REQUESTS_PREFIX } from '@shop/shared/orders/delivery-location';
import type { S3Event } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryFingerprint } from '../../../src/domain/deliveries/delivery-keys.ts';
import { deliveryFiles, replacementsOf } from '../../../src/domain/deliveries/file-versions.ts';
import { handler } from '../../../src/handlers/downloads/prepare-order-delivery.ts';
import { UPLOAD_PART_BYTES } from '../../../src/outbound/call-budgets.ts';
import type { OrderFile } from '../../../src/repositories/order-item.ts';
import { ORDER_ID, orderItem } from '../payments/payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const MiB = 1024 * 1024;
const ARCHIVE: OrderFile = { key: 'plans/villa-01/standard/site-archive.7z', tier: 'standard' };
const REQUEST_KEY = `${DELIVERY_REQUESTS_PREFIX}${ORDER_ID}.json`;

/** An S3 body as the SDK hands it over: a stream that can also be read whole. */
function body(bytes: Uint8Array) {
  return Object.assign(Readable.from([Buffer.from(bytes)]), { transformToByteArray: async () => bytes });
}

function notFound() {
  return Object.assign(new Error('Not Found'), { name: 'NotFound' });
}

const s3Event = (key: string) => ({ Records: [{ s3: { object: { key } } }] }) as unknown as S3Event;

/** A folder of this run's own for the mails the Lambda writes offline, so runs side by side never share one. */
let mailDir: string;

beforeEach(() => {
  db.reset();
  s3.reset();
  mailDir = mkdtempSync(join(tmpdir(), 'delivery-test-mail-'));
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('PLAN_FILES_BUCKET', 'plan-files');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('MAIL_DIR', mailDir);
  vi.stubEnv('AWS_REGION', 'eu-west-1');
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(mailDir, { recursive: true, force: true });
});

describe('the delivery Lambda', () => {
  it('streams a 20 MB order ZIP to S3 as a multipart upload of 8 MiB parts', async () => {
    // Prepare: a completed order of one 20 MB archive (nothing to compress), asked for by a request object
    const fingerprint = deliveryFingerprint(deliveryFiles([ARCHIVE], replacementsOf([])));
    db.on(GetCommand).resolves({});
    db.on(GetCommand, { Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' } }).resolves({
      Item: orderItem({ status: 'completed', paid_at: '2026-11-20T10:02:00.000Z', files: [ARCHIVE] }),
    });
    db.on(QueryCommand).resolves({ Items: [] });
    db.on(PutCommand).resolves({});
    db.on(UpdateCommand).resolves({});
    const objects = new Map<string, Uint8Array>([
      [REQUEST_KEY, new TextEncoder().encode(JSON.stringify({ orderId: ORDER_ID, fingerprint }))],
      [ARCHIVE.key, randomBytes(20 * MiB)],
    ]);
    s3.on(GetObjectCommand).callsFake((input: { Key: string }) => ({
      Body: body(objects.get(input.Key) as Uint8Array),
    }));
    s3.on(HeadObjectCommand).rejects(notFound());
    s3.on(PutObjectCommand).callsFake((input: { Key: string; Body: Uint8Array }) => {
      objects.set(input.Key, input.Body);
      return {};
    });
    // Files that are not stamped are copied into the order's own folder inside S3.
    s3.on(CopyObjectCommand).callsFake((input: { Key: string; CopySource: string }) => {
      const source = decodeURIComponent(input.CopySource.slice('plan-files/'.length));
      objects.set(input.Key, objects.get(source) as Uint8Array);
      return {};
    });
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'zip-upload' });
    s3.on(UploadPartCommand).callsFake((input: { PartNumber: number }) => ({ ETag: `"part-${input.PartNumber}"` }));
    s3.on(CompleteMultipartUploadCommand).resolves({});

    // Act
    const [result] = await handler(s3Event(REQUEST_KEY));

    // Assess
    expect(result).toMatchObject({ outcome: 'ready', asUploaded: 1 });
    const created = s3.commandCalls(CreateMultipartUploadCommand).map((call) => call.args[0].input);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ Bucket: 'plan-files', ContentType: 'application/zip' });
    expect(created[0]?.Key).toMatch(new RegExp(`${ORDER_ID}/${fingerprint}/.+\\.zip$`));
    const parts = s3.commandCalls(UploadPartCommand).map((call) => call.args[0].input);
    expect(parts.map((part) => part.UploadId)).toEqual(['zip-upload', 'zip-upload', 'zip-upload']);
    expect(parts.slice(0, 2).map((part) => (part.Body as Uint8Array).byteLength)).toEqual([
      UPLOAD_PART_BYTES,
      UPLOAD_PART_BYTES,
    ]);
    expect(s3.commandCalls(CompleteMultipartUploadCommand)[0]?.args[0].input.MultipartUpload?.Parts).toHaveLength(3);
    // The certificate is small: one PutObject.
    expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input.ContentType)).toEqual([
      'application/pdf',
    ]);
  });
});
