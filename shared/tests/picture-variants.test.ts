import { describe, expect, it } from 'vitest';
import {
  isVariantPath,
  originalKey,
  pictureAddress,
  pictureOfOriginal,
  variantKeys,
} from '../src/pictures/picture-keys.ts';
import { pictureOfAddress, pictureSources } from '../src/pictures/picture-variants.ts';

describe('picture addresses and their variants', () => {
  const picture = { folder: 'plans', folderId: 'villa-01', fileId: '0b1c2d3e-aaaa-bbbb-cccc-123456789abc' } as const;

  it('keeps the original private and stores the largest JPEG as the address', () => {
    expect(originalKey(picture, 'png')).toBe('uploads/plans/villa-01/0b1c2d3e-aaaa-bbbb-cccc-123456789abc.png');
    expect(pictureAddress(picture)).toBe('/images/plans/villa-01/0b1c2d3e-aaaa-bbbb-cccc-123456789abc/1600.jpg');
    expect(pictureOfOriginal(originalKey(picture, 'png'))).toEqual(picture);
    expect(pictureOfAddress(pictureAddress(picture))).toEqual(picture);
  });

  it('knows a served variant path from anything else under /images/', () => {
    for (const key of [...variantKeys(picture), ...variantKeys({ ...picture, folder: 'avatars' })]) {
      expect(isVariantPath(`/${key}`)).toBe(true);
    }
    for (const other of [
      '/images/plans/villa-01/old.png',
      '/images/plans/villa-01/pic/640.jpg',
      '/images/avatars/u-1/pic/1600.jpg',
      '/images/plans/villa-01/pic/1600.png',
      '/images/../uploads/plans/villa-01/pic.jpg',
      '/images/plans/../../local-plan-files/plans/x/basic/1600.jpg',
      '/images/plans/%2e%2e/pic/1600.jpg',
      '/uploads/plans/villa-01/pic.jpg',
      'images/plans/villa-01/pic/1600.jpg',
    ]) {
      expect(isVariantPath(other), other).toBe(false);
    }
  });

  it('lists every width in WebP and JPEG, the stored address last', () => {
    const keys = variantKeys(picture);

    expect(keys).toHaveLength(10);
    expect(keys.at(-1)).toBe(pictureAddress(picture).slice(1));
    expect(variantKeys({ ...picture, folder: 'avatars' }).map((key) => key.split('/').pop())).toEqual([
      '64.webp',
      '64.jpg',
      '128.webp',
      '128.jpg',
      '256.webp',
      '256.jpg',
    ]);
  });

  it('gives srcset lists for a stored address, and nothing for other addresses', () => {
    const sources = pictureSources('/images/ads/ad-1/banner/1600.jpg');

    expect(sources).toEqual({
      src: '/images/ads/ad-1/banner/1600.jpg',
      webp: [320, 480, 768, 1080, 1600].map((w) => `/images/ads/ad-1/banner/${w}.webp ${w}w`).join(', '),
      jpg: [320, 480, 768, 1080, 1600].map((w) => `/images/ads/ad-1/banner/${w}.jpg ${w}w`).join(', '),
      widths: [320, 480, 768, 1080, 1600],
    });
    for (const other of [
      '/images/plans/villa-01/old.png',
      '/images/plans/villa-01/pic/768.jpg',
      'https://example.org/images/plans/a/b/1600.jpg',
      '/images/plans/../x/1600.jpg',
      '/plan-types/villa.svg',
    ]) {
      expect(pictureSources(other)).toBeUndefined();
    }
  });
});
