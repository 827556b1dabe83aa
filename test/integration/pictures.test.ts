import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { metadataOf, phonePhoto, plainPng, settledPicture } from '../support/pictures.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { waitUntil } from '../support/wait-until.ts';

let shop: TestStack;
let clients: EmulatorClients;
let call: ApiCall;
let admin: string;
let buyer: string;

beforeAll(async () => {
  shop = await startTestStack();
  call = apiCaller(shop.api);
  const { urls } = shop.stack;
  clients = emulatorClients({ dynamodb: urls.dynamodb, s3: urls.s3, cognito: urls.cognito });
  admin = await shop.signIn('admin');
  buyer = await shop.signIn('user');
});

afterAll(async () => {
  if (clients) destroyClients(clients);
  await shop?.stop();
});

interface Upload {
  url: string;
  fields: Record<string, string>;
  key: string;
  publicUrl: string;
}

async function upload(token: string, route: string, request: object, bytes: Buffer, type: string): Promise<Upload> {
  const answer = await call<Upload>('POST', route, token, { ...request, contentType: type, size: bytes.length });
  expect(answer.status).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries(answer.body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'upload');
  const posted = await fetch(answer.body.url, { method: 'POST', body: form });
  expect(posted.status).toBeLessThan(300);
  return answer.body;
}

/** What a browser gets at a public address (the web server and CloudFront serve the images bucket at /images/). */
const served = (path: string) => fetch(`${shop.stack.urls.s3}/${shop.stack.buckets.images}${path}`);

async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await clients.s3.send(new ListObjectsV2Command({ Bucket: shop.stack.buckets.images, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key as string).sort();
}

describe('pictures on the offline stack (the S3 event runs the same picture Lambda)', () => {
  it('turns a 4000x3000 phone photo with GPS into variants without metadata; the camera file is never served', async () => {
    // Prepare
    const photo = await phonePhoto();
    expect((await metadataOf(photo)).gps).toMatchObject({ latitude: expect.any(Number) });

    // Act
    const sent = await upload(admin, '/api/upload/image', { folder: 'plans', id: 'gps-test' }, photo, 'image/jpeg');
    const status = await settledPicture(call, admin, sent.publicUrl);

    // Assess
    expect(status.body).toEqual({ address: sent.publicUrl, status: 'ready' });
    const folder = sent.publicUrl.replace(/1600\.jpg$/, '');
    expect(await keysUnder(folder.slice(1))).toEqual(
      [
        '1080.jpg',
        '1080.webp',
        '1600.jpg',
        '1600.webp',
        '320.jpg',
        '320.webp',
        '480.jpg',
        '480.webp',
        '768.jpg',
        '768.webp',
      ].map((name) => `${folder.slice(1)}${name}`),
    );
    for (const width of [320, 480, 768, 1080, 1600]) {
      for (const format of ['webp', 'jpg']) {
        const response = await served(`${folder}${width}.${format}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect((await sharp(bytes).metadata()).width).toBe(width);
        expect(await metadataOf(bytes)).toEqual({ exif: undefined, gps: undefined, chunks: [] });
      }
    }
    // The original had a private key, and the camera file (GPS and all) is gone once its variants exist.
    expect(sent.key).toMatch(/^uploads\/plans\/gps-test\/[0-9a-f-]{36}\.jpg$/);
    expect((await served(`/images/${sent.key.replace(/^uploads\//, '')}`)).status).toBe(404);
    await waitUntil(async () => (await keysUnder('uploads/plans/gps-test/')).length === 0);
  });

  it('refuses a renamed PDF and a picture too narrow, with a reason, leaving nothing under images/', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const narrow = await plainPng(640, 480);

    const renamed = await upload(admin, '/api/upload/image', { folder: 'plans', id: 'bad-test' }, pdf, 'image/jpeg');
    const small = await upload(admin, '/api/upload/image', { folder: 'plans', id: 'bad-test' }, narrow, 'image/png');
    const [renamedStatus, smallStatus] = await Promise.all([
      settledPicture(call, admin, renamed.publicUrl),
      settledPicture(call, admin, small.publicUrl),
    ]);

    expect(renamedStatus.body).toMatchObject({
      status: 'failed',
      message: 'This file is not a picture we can read (JPG, PNG, GIF, WebP or AVIF). Export it again and upload it.',
    });
    expect(smallStatus.body).toMatchObject({
      status: 'failed',
      message:
        'This picture is only 640 px wide. Plan pictures must be at least 800 px wide so they stay sharp on large screens and in the full-size view.',
    });
    expect(await keysUnder('images/plans/bad-test/')).toEqual([]);
    // Nor can a plan list it: the server checks that a new picture's variants exist.
    const plan = await call<{ id: string }>('POST', '/api/plans', admin, { title: 'Refused picture test' });
    const attached = await call('PUT', `/api/plans/${plan.body.id}`, admin, { image_url: renamed.publicUrl });
    expect(attached.status).toBe(400);
    expect(attached.body.fields).toEqual({
      image_url:
        'This picture is still being prepared, or could not be used; wait until it shows as ready, or upload it again',
    });
    await expect(
      clients.s3.send(new HeadObjectCommand({ Bucket: shop.stack.buckets.images, Key: renamed.key })),
    ).rejects.toThrow();
  });

  it('tells a buyer about their own avatar only, and deletes a picture whole', async () => {
    const avatar = await upload(buyer, '/api/upload/avatar', {}, await plainPng(300, 300), 'image/png');
    const own = await settledPicture(call, buyer, avatar.publicUrl);
    const staffPicture = await upload(
      admin,
      '/api/upload/image',
      { folder: 'portfolio', id: 'del-test' },
      await plainPng(900, 600),
      'image/png',
    );
    const notTheirs = await call(
      'GET',
      `/api/upload/status?address=${encodeURIComponent(staffPicture.publicUrl)}`,
      buyer,
    );
    await settledPicture(call, admin, staffPicture.publicUrl);

    const removed = await call('DELETE', '/api/upload/delete', admin, { filePath: staffPicture.publicUrl });

    expect(own.body).toMatchObject({ status: 'ready' });
    expect((await sharp(Buffer.from(await (await served(avatar.publicUrl)).arrayBuffer())).metadata()).width).toBe(256);
    expect(notTheirs.status).toBe(403);
    expect(removed.status).toBe(200);
    expect(await keysUnder('images/portfolio/del-test/')).toEqual([]);
    expect(await keysUnder('uploads/portfolio/del-test/')).toEqual([]);
  });
});
