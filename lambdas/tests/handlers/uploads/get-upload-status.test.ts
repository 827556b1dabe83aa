import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/uploads/get-upload-status.ts';
import { callAs } from '../../support/call-handler.ts';
import { ADMIN, BUYER, stubAdminEnv } from '../admin/admin-request.ts';

const s3 = mockClient(S3Client);
/** The table holds only the callers' access revocations (none here). */
const db = mockClient(DynamoDBDocumentClient);
const PLAN_PICTURE = '/images/plans/villa-01/pic-1/1600.jpg';
const notFound = () => Object.assign(new Error('NotFound'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } });

const ask = (address: string, as = ADMIN) =>
  callAs(handler, { method: 'GET', route: '/api/upload/status', query: { address }, as });

beforeEach(() => {
  s3.reset();
  db.reset();
  db.on(GetCommand).resolves({});
  stubAdminEnv(vi);
});

describe('GET /api/upload/status', () => {
  it('says ready once the stored address (written last) exists', async () => {
    s3.on(HeadObjectCommand, { Key: 'images/plans/villa-01/pic-1/1600.jpg' }).resolves({});

    const result = await ask(PLAN_PICTURE);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ address: PLAN_PICTURE, status: 'ready' });
  });

  it('says processing while neither the variants nor a refusal exist, and failed with the reason after a refusal', async () => {
    s3.on(HeadObjectCommand).rejects(notFound());
    s3.on(GetObjectCommand).rejectsOnce(Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' }));
    const processing = await ask(PLAN_PICTURE);
    s3.on(GetObjectCommand, { Key: 'upload-errors/plans/villa-01/pic-1.json' }).resolves({
      Body: { transformToByteArray: async () => new TextEncoder().encode('{"message":"Too small"}') },
    } as never);

    const failed = await ask(PLAN_PICTURE);

    expect(processing.body).toEqual({ address: PLAN_PICTURE, status: 'processing' });
    expect(failed.body).toEqual({ address: PLAN_PICTURE, status: 'failed', message: 'Too small' });
  });

  it("answers a buyer about their own avatar only, and refuses addresses that are not the shop's pictures", async () => {
    s3.on(HeadObjectCommand).resolves({});

    const own = await ask(`/images/avatars/${BUYER.sub}/0b1c2d3e-aaaa-bbbb-cccc-123456789abc/256.jpg`, BUYER);
    const someoneElses = await ask('/images/avatars/other-user/0b1c2d3e-aaaa-bbbb-cccc-123456789abc/256.jpg', BUYER);
    const staffPicture = await ask(PLAN_PICTURE, BUYER);
    const outside = await ask('https://example.org/x.jpg');

    expect(own.body).toMatchObject({ status: 'ready' });
    expect([someoneElses.status, staffPicture.status]).toEqual([403, 403]);
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe('That is not the address of a picture uploaded to this shop');
  });
});
