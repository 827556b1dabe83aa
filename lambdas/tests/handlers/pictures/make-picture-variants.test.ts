import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import exifr from 'exifr';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/pictures/make-picture-variants.ts';
import { cameraPhoto, PLOT_GPS } from '../../support/camera-photo.ts';

const s3 = mockClient(S3Client);
const BUCKET = 'shop-images';

function uploadEvent(key: string): S3Event {
  return {
    Records: [
      {
        eventName: 'ObjectCreated:Post',
        s3: { bucket: { name: BUCKET }, object: { key: encodeURIComponent(key).replace(/%2F/g, '/') } },
      },
    ],
  } as unknown as S3Event;
}

function stored(bytes: Uint8Array): GetObjectCommandOutput {
  return { Body: { transformToByteArray: async () => bytes } } as unknown as GetObjectCommandOutput;
}

function writes(): Map<string, { body: Buffer; contentType?: string; cacheControl?: string }> {
  return new Map(
    s3.commandCalls(PutObjectCommand).map((call) => [
      call.args[0].input.Key as string,
      {
        body: Buffer.from(call.args[0].input.Body as Uint8Array),
        contentType: call.args[0].input.ContentType,
        cacheControl: call.args[0].input.CacheControl,
      },
    ]),
  );
}

beforeEach(() => {
  s3.reset();
  vi.stubEnv('IMAGES_BUCKET', BUCKET);
  vi.stubEnv('LOG_LEVEL', 'silent');
});

describe('the picture Lambda (S3 ObjectCreated on uploads/)', () => {
  it('writes every width in WebP and JPEG, upright, never wider than the original, without EXIF or GPS', async () => {
    // Prepare: a 1200x900 phone photo stored sideways (orientation 6), so upright it is 900 wide.
    const photo = await cameraPhoto(1200, 900);
    expect(await exifr.gps(photo)).toMatchObject({ latitude: expect.closeTo(PLOT_GPS.latitude, 4) });
    s3.on(GetObjectCommand, { Key: 'uploads/plans/villa-1/photo-1.jpg' }).resolves(stored(photo));

    // Act
    await handler(uploadEvent('uploads/plans/villa-1/photo-1.jpg'));

    // Assess
    const written = writes();
    expect([...written.keys()].sort()).toEqual(
      [320, 480, 768, 1080, 1600]
        .flatMap((w) => [`images/plans/villa-1/photo-1/${w}.jpg`, `images/plans/villa-1/photo-1/${w}.webp`])
        .sort(),
    );
    // The stored address comes last: when it exists, every variant does.
    expect(s3.commandCalls(PutObjectCommand).at(-1)?.args[0].input.Key).toBe('images/plans/villa-1/photo-1/1600.jpg');
    for (const [key, { body, contentType, cacheControl }] of written) {
      const meta = await sharp(body).metadata();
      const width = Number(/\/(\d+)\.\w+$/.exec(key)?.[1]);
      expect(meta.width).toBe(Math.min(width, 900));
      expect(meta.height).toBe(Math.round((Math.min(width, 900) * 1200) / 900));
      expect(meta.format).toBe(key.endsWith('.webp') ? 'webp' : 'jpeg');
      expect(contentType).toBe(key.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect(cacheControl).toBe('public, max-age=31536000, immutable');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      if (key.endsWith('.jpg')) expect(await exifr.parse(body, true)).toBeUndefined();
      // A WebP file keeps metadata in EXIF and XMP chunks: there are none.
      else expect([body.includes('EXIF'), body.includes('XMP ')]).toEqual([false, false]);
    }
    // Upright: the dark half of the sideways original is now at the top.
    const { data } = await sharp(written.get('images/plans/villa-1/photo-1/320.jpg')?.body)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[10 * 320 + 160]).toBeLessThan(80);
    expect(data[(data.length / 320 - 10) * 320 + 160]).toBeGreaterThan(180);
  });

  it('deletes the camera original once every variant is written, not before', async () => {
    s3.on(GetObjectCommand, { Key: 'uploads/avatars/user-1/photo-2.jpg' }).resolves(
      stored(await cameraPhoto(400, 300)),
    );

    await handler(uploadEvent('uploads/avatars/user-1/photo-2.jpg'));

    const calls = s3.calls().map((call) => call.args[0]);
    const deletes = calls.filter((command) => command instanceof DeleteObjectCommand);
    expect(deletes.map((command) => command.input)).toEqual([
      { Bucket: BUCKET, Key: 'uploads/avatars/user-1/photo-2.jpg' },
    ]);
    // After the stored address (written last), so a failed write leaves the original for S3's retry.
    expect(calls.at(-1)).toBe(deletes[0]);
    expect(calls.filter((command) => command instanceof PutObjectCommand)).toHaveLength(6);
  });

  it('keeps the original when a variant cannot be written, so the retried event can make it again', async () => {
    s3.on(GetObjectCommand).resolves(stored(await cameraPhoto(400, 300)));
    s3.on(PutObjectCommand).rejects(Object.assign(new Error('slow down'), { name: 'SlowDown' }));

    await expect(handler(uploadEvent('uploads/avatars/user-1/photo-3.jpg'))).rejects.toThrow('slow down');

    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('refuses a file that is not a picture: nothing is written under images/, the original goes, the reason is kept', async () => {
    s3.on(GetObjectCommand).resolves(stored(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')));

    const [result] = await handler(uploadEvent('uploads/plans/villa-1/renamed.png'));

    expect(result).toMatchObject({ outcome: 'rejected' });
    const written = writes();
    expect([...written.keys()]).toEqual(['upload-errors/plans/villa-1/renamed.json']);
    expect(JSON.parse(written.get('upload-errors/plans/villa-1/renamed.json')?.body.toString() ?? '')).toEqual({
      message: 'This file is not a picture we can read (JPG, PNG, GIF, WebP or AVIF). Export it again and upload it.',
    });
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key)).toEqual([
      'uploads/plans/villa-1/renamed.png',
    ]);
  });

  it('refuses a plan picture narrower than 800 px and says why', async () => {
    const small = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    s3.on(GetObjectCommand).resolves(stored(small));

    const [result] = await handler(uploadEvent('uploads/plans/villa-1/small.png'));

    expect(result).toEqual({
      key: 'uploads/plans/villa-1/small.png',
      outcome: 'rejected',
      message:
        'This picture is only 640 px wide. Plan pictures must be at least 800 px wide so they stay sharp on large screens and in the full-size view.',
    });
    expect([...writes().keys()]).toEqual(['upload-errors/plans/villa-1/small.json']);
  });

  it('fails the invocation (so S3 retries) when storage fails, and ignores keys outside uploads/', async () => {
    s3.on(GetObjectCommand).rejects(Object.assign(new Error('slow down'), { name: 'SlowDown' }));

    await expect(handler(uploadEvent('uploads/ads/ad-1/banner.jpg'))).rejects.toThrow('slow down');
    await expect(handler(uploadEvent('images/ads/ad-1/banner/1600.jpg'))).resolves.toEqual([
      { key: 'images/ads/ad-1/banner/1600.jpg', outcome: 'skipped' },
    ]);
  });
});
