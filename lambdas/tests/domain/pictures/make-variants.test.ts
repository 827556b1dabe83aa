import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeVariants, PictureRejectedError } from '../../../src/domain/pictures/make-variants.ts';
import { cameraPhoto } from '../../support/camera-photo.ts';

async function sizeOf(bytes: Buffer) {
  const { width, height, format, channels, hasAlpha } = await sharp(bytes).metadata();
  return { width, height, format, channels, hasAlpha };
}

describe('makeVariants', () => {
  it('turns a large sideways phone photo upright before it is shrunk on load, at every width', async () => {
    // Stored 4000x3000 with EXIF orientation 6: upright it is 3000 wide and 4000 high, the dark half on top.
    const variants = await makeVariants(await cameraPhoto(4000, 3000), 'plans');

    expect(variants.map((variant) => `${variant.width}.${variant.format}`)).toEqual([
      '320.webp',
      '320.jpg',
      '480.webp',
      '480.jpg',
      '768.webp',
      '768.jpg',
      '1080.webp',
      '1080.jpg',
      '1600.webp',
      '1600.jpg',
    ]);
    for (const variant of variants) {
      expect(await sizeOf(variant.bytes)).toMatchObject({
        width: variant.width,
        height: Math.round((variant.width * 4000) / 3000),
        format: variant.format === 'jpg' ? 'jpeg' : 'webp',
      });
      const { data, info } = await sharp(variant.bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
      const middle = Math.floor(info.width / 2);
      expect(data[5 * info.width + middle]).toBeLessThan(80);
      expect(data[(info.height - 5) * info.width + middle]).toBeGreaterThan(180);
    }
  });

  it('gives a 1200 px original no variant wider than itself, under the larger widths too', async () => {
    const original = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4a7' } })
      .jpeg()
      .toBuffer();

    const variants = await makeVariants(original, 'plans');

    const widths = await Promise.all(
      variants.map(async (variant) => [variant.width, (await sizeOf(variant.bytes)).width]),
    );
    expect(widths).toEqual([
      [320, 320],
      [320, 320],
      [480, 480],
      [480, 480],
      [768, 768],
      [768, 768],
      [1080, 1080],
      [1080, 1080],
      [1600, 1200],
      [1600, 1200],
    ]);
  });

  it('puts transparent parts of a PNG on white, in WebP as in JPEG, with no alpha channel left', async () => {
    // Left half transparent, right half opaque black.
    const original = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600"><rect x="500" width="500" height="600" fill="#000"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    expect((await sizeOf(original)).hasAlpha).toBe(true);

    const variants = await makeVariants(original, 'plans');

    for (const variant of variants) {
      expect(await sizeOf(variant.bytes)).toMatchObject({ channels: 3, hasAlpha: false });
      const { data, info } = await sharp(variant.bytes).raw().toBuffer({ resolveWithObject: true });
      const row = Math.floor(info.height / 2) * info.width * info.channels;
      expect([...data.subarray(row, row + 3)].every((value) => value > 240)).toBe(true);
      const right = row + (info.width - 2) * info.channels;
      expect([...data.subarray(right, right + 3)].every((value) => value < 15)).toBe(true);
    }
  });

  it('checks the minimum against the upright width: a sideways 1000x700 photo is only 700 px wide', async () => {
    const refused = makeVariants(await cameraPhoto(1000, 700), 'plans');

    await expect(refused).rejects.toBeInstanceOf(PictureRejectedError);
    await expect(refused).rejects.toThrow('This picture is only 700 px wide.');
  });

  it('takes an upright width at the minimum, even stored sideways', async () => {
    const variants = await makeVariants(await cameraPhoto(1100, 800), 'plans');

    expect(await sizeOf(variants.at(-1)?.bytes as Buffer)).toMatchObject({ width: 800, height: 1100 });
  });

  it('refuses a picture over the pixel limit as undecodable, before drawing its pixels', async () => {
    // A few bytes that make 12,000 x 9,000 pixels (108 megapixels, over the limit of 100) once drawn.
    const huge = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="12000" height="9000"><rect width="12000" height="9000" fill="#888"/></svg>',
    );
    expect(await sizeOf(huge)).toMatchObject({ width: 12_000, height: 9_000 });

    await expect(makeVariants(huge, 'plans')).rejects.toThrow(
      'This file is not a picture we can read (JPG, PNG, GIF, WebP or AVIF). Export it again and upload it.',
    );
  });
});
