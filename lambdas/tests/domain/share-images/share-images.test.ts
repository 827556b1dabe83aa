import { SHARE_IMAGE_MAX_BYTES, shareRequestKey } from '@shop/shared/pictures/share-image';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawShareImage, titleLines } from '../../../src/domain/share-images/draw-share-image.ts';
import { PictureNotReadyError, processShareRequest } from '../../../src/domain/share-images/process-share-request.ts';
import { shareCard, shareImageOf, shareRequestOf } from '../../../src/domain/share-images/share-cards.ts';
import type { PictureStore } from '../../../src/repositories/picture-store.ts';
import { samplePlan } from '../../support/plan-items.ts';

const MAIN = '/images/plans/villa-01/main/1600.jpg';

/** A photo as JPEG is hardest on: fine grain everywhere (real renders and phone photos weigh less once drawn on). */
function grainyPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1600,
      height: 1067,
      channels: 3,
      background: '#888888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The images bucket as a map of keys to bytes. */
function bucket(objects: Record<string, Uint8Array> = {}) {
  const stored = new Map(Object.entries(objects));
  const store = {
    read: async (key: string) => stored.get(key),
    exists: async (key: string) => stored.has(key),
    write: async (key: string, bytes: Uint8Array) => {
      stored.set(key, bytes);
    },
    remove: async (keys: readonly string[]) => {
      for (const key of keys) stored.delete(key);
    },
  } as unknown as PictureStore;
  return { store, stored };
}

function requestBytes(plan: ReturnType<typeof samplePlan>): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(shareRequestOf(plan)));
}

describe('a plan’s share card', () => {
  it('says the name, bedrooms, area and lowest price in each language', () => {
    const plan = samplePlan({
      title_fr: 'Villa de Tema',
      bedrooms: 4,
      area_sqm: 220,
      basic_price: 2500,
      image_url: MAIN,
    });

    expect(shareCard(plan, 'en')).toEqual({
      language: 'en',
      title: '4-Bedroom Tema Villa',
      facts: '4 bedrooms · 220 m²',
      price: 'from ₵2,500',
      image: MAIN,
    });
    expect(shareCard(plan, 'fr')).toMatchObject({ title: 'Villa de Tema', facts: '4 chambres · 220 m²' });
    expect(shareCard(plan, 'fr').price).toMatch(/^à partir de 2\s500\s₵$/);
  });

  it('has a new address when the price, the name or the picture changes, and none without a picture of ours', () => {
    const plan = samplePlan({ image_url: MAIN });

    const address = shareImageOf(plan, 'en');

    expect(address).toMatch(/^\/images\/share\/plans\/villa-01\/en-[0-9a-f]{16}\.jpg$/);
    expect(shareImageOf({ ...plan, basic_price: 2400 }, 'en')).not.toBe(address);
    expect(shareImageOf({ ...plan, title: 'Another name' }, 'en')).not.toBe(address);
    expect(shareImageOf({ ...plan, description: 'Reworded.' }, 'en')).toBe(address);
    expect(shareImageOf(plan, 'fr')).not.toBe(address);
    expect(shareImageOf(samplePlan({ image_url: '/images/plans/villa-01/main.svg' }), 'en')).toBeUndefined();
  });

  it('wraps a long name on two lines and ends it with an ellipsis', () => {
    const lines = titleLines('Spacious Five Bedroom Coastal Villa With Courtyard Pool And Rooftop Terrace', 30);

    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.length <= 30)).toBe(true);
    expect(lines[1]).toMatch(/…$/);
    expect(titleLines('Tema Villa', 30)).toEqual(['Tema Villa']);
  });
});

describe('the share picture', () => {
  it('is a 1200x630 JPEG under 300 KB even from a grainy photo', async () => {
    const card = shareCard(samplePlan({ image_url: MAIN }), 'en');

    const bytes = await drawShareImage(await grainyPhoto(), card);
    const meta = await sharp(bytes).metadata();

    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(bytes.length).toBeLessThanOrEqual(SHARE_IMAGE_MAX_BYTES);
  });
});

describe('a share request, as the picture Lambda handles it', () => {
  it('draws one picture per language where the page looks for it, then removes the request', async () => {
    const plan = samplePlan({ image_url: MAIN });
    const key = shareRequestKey(plan.id, '0123456789abcdef');
    const { store, stored } = bucket({ [key]: requestBytes(plan), [MAIN.slice(1)]: await grainyPhoto() });

    const outcome = await processShareRequest(store, key);

    const expected = [shareImageOf(plan, 'en'), shareImageOf(plan, 'fr')] as string[];
    expect(outcome).toEqual({ key, outcome: 'shared', images: expected });
    for (const path of expected) {
      expect((await sharp(stored.get(path.slice(1))).metadata()).width).toBe(1200);
    }
    expect(stored.has(key)).toBe(false);
  });

  it('keeps a picture already drawn, and is skipped when redelivered after the request is gone', async () => {
    const plan = samplePlan({ image_url: MAIN });
    const key = shareRequestKey(plan.id, '0123456789abcdef');
    const drawn = new Uint8Array([1, 2, 3]);
    const paths = [shareImageOf(plan, 'en'), shareImageOf(plan, 'fr')].map((path) => `${path}`.slice(1));
    const { store, stored } = bucket({
      [key]: requestBytes(plan),
      [paths[0] as string]: drawn,
      [paths[1] as string]: drawn,
    });

    await processShareRequest(store, key);
    const again = await processShareRequest(store, key);

    expect(stored.get(paths[0] as string)).toBe(drawn);
    expect(again).toMatchObject({ outcome: 'skipped' });
  });

  it('fails while the main picture is still being made, keeping the request for the retry', async () => {
    const plan = samplePlan({ image_url: MAIN });
    const key = shareRequestKey(plan.id, '0123456789abcdef');
    const { store, stored } = bucket({ [key]: requestBytes(plan) });

    await expect(processShareRequest(store, key)).rejects.toBeInstanceOf(PictureNotReadyError);
    expect(stored.has(key)).toBe(true);
  });

  it('reads no key but the shop’s processed pictures, and drops a request it cannot read', async () => {
    const key = shareRequestKey('villa-01', '0123456789abcdef');
    const forged = {
      planId: 'villa-01',
      cards: [{ language: 'en', title: 'x', facts: 'x', price: 'x', image: '/upload-errors/plans/a/b.json' }],
    };
    const { store, stored } = bucket({ [key]: new TextEncoder().encode(JSON.stringify(forged)) });
    const garbled = bucket({ [key]: new TextEncoder().encode('{not json') });

    const outcome = await processShareRequest(store, key);
    const unreadable = await processShareRequest(garbled.store, key);

    expect(outcome).toEqual({ key, outcome: 'shared', images: [] });
    expect([...stored.keys()]).toEqual([]);
    expect(unreadable).toMatchObject({ outcome: 'skipped', message: 'unreadable request' });
    expect(garbled.stored.has(key)).toBe(false);
  });
});
