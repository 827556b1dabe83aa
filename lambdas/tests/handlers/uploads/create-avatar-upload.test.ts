import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { AVATAR_MAX_BYTES } from '@shop/shared/accounts/uploads';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/uploads/create-avatar-upload.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { type SignedInAs, withClaims } from '../../support/authorized-event.ts';

const S3_ENDPOINT = 'http://127.0.0.1:4569';
/** The table holds only the callers' access revocations (none unless a test writes one). */
const db = mockClient(DynamoDBDocumentClient);
const AMA: SignedInAs = { sub: 'ama' };
/** The moment every test runs at. */
const NOW = new Date('2026-11-02T09:30:00.000Z');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

async function askForUpload(body: unknown, as?: SignedInAs) {
  const event = apiEvent({
    method: 'POST',
    routeKey: 'POST /api/upload/avatar',
    path: '/api/upload/avatar',
    body: JSON.stringify(body),
  });
  return answerOf(handler, as ? withClaims(event, as) : event);
}

interface Policy {
  expiration: string;
  conditions: unknown[];
}

function policyOf(fields: Record<string, string>): Policy {
  return JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8'));
}

beforeEach(() => {
  db.reset();
  db.on(GetCommand).resolves({});
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('IMAGES_BUCKET', 'shop-images');
  vi.stubEnv('S3_ENDPOINT', S3_ENDPOINT);
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
  vi.stubEnv('LOG_LEVEL', 'silent');
  // Only the clock is fixed (timers stay real for the SDK): expiry times are then exact, whatever the machine's load.
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/upload/avatar', () => {
  it("gives a presigned POST for a new key in the caller's own avatar folder, and the path it will be served at", async () => {
    const result = await askForUpload({ contentType: 'image/png', size: 120_000 }, AMA);

    expect(result.status).toBe(200);
    const { url, fields, publicUrl, expiresAt } = result.body as {
      url: string;
      fields: Record<string, string>;
      publicUrl: string;
      expiresAt: string;
    };
    expect(url).toBe(`${S3_ENDPOINT}/shop-images`);
    expect(fields.key).toMatch(new RegExp(`^uploads/avatars/ama/${UUID}\\.png$`));
    expect(fields['Content-Type']).toBe('image/png');
    // Served as its largest variant once the picture Lambda has made them; the original stays private.
    expect(publicUrl).toBe(`/images/avatars/ama/${/([^/]+)\.png$/.exec(fields.key)?.[1]}/256.jpg`);
    // Five minutes from now, to the millisecond.
    expect(expiresAt).toBe('2026-11-02T09:35:00.000Z');
    expect(result.headers['cache-control']).toBe('private, no-store');
  });

  it('signs a policy S3 enforces: that exact key, that exact type, 1 byte to 5 MB, for 5 minutes', async () => {
    const result = await askForUpload({ contentType: 'image/webp', size: 2_000_000 }, AMA);

    const fields = result.body.fields as Record<string, string>;
    const policy = policyOf(fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['eq', '$key', fields.key],
        ['eq', '$Content-Type', 'image/webp'],
        ['content-length-range', 1, AVATAR_MAX_BYTES],
        { bucket: 'shop-images' },
      ]),
    );
    // No loose condition lets another key or type through.
    expect(JSON.stringify(policy.conditions)).not.toContain('starts-with');
    expect(fields.key).toMatch(/\.webp$/);
    expect(Date.parse(policy.expiration) - NOW.getTime()).toBe(300_000);
    expect(fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names every upload differently, so one avatar never overwrites another', async () => {
    const first = await askForUpload({ contentType: 'image/jpeg', size: 10 }, AMA);
    const second = await askForUpload({ contentType: 'image/jpeg', size: 10 }, AMA);

    expect(first.body.publicUrl).toMatch(/\.jpg$/);
    expect(first.body.publicUrl).not.toBe(second.body.publicUrl);
  });

  it.each([
    ['a type that is not an image', { contentType: 'application/pdf', size: 100 }, 'contentType'],
    ['an SVG (scripts can hide in it)', { contentType: 'image/svg+xml', size: 100 }, 'contentType'],
  ])('refuses %s (400) in the shop’s words', async (_, body, field) => {
    const result = await askForUpload(body, AMA);

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ [field]: 'Please select an image file (JPG, PNG, GIF, etc.)' });
  });

  it('refuses a file over 5 MB and an empty one (400)', async () => {
    const tooLarge = await askForUpload({ contentType: 'image/png', size: AVATAR_MAX_BYTES + 1 }, AMA);
    const empty = await askForUpload({ contentType: 'image/png', size: 0 }, AMA);

    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.fields).toEqual({ size: 'Image size must be less than 5MB' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ size: 'The file is empty' });
  });

  it('answers 401 without verified claims', async () => {
    const result = await askForUpload({ contentType: 'image/png', size: 100 });

    expect(result.status).toBe(401);
  });
});
