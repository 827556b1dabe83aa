import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/newsletter/subscribe.ts';
import { callAs, isRateLimitUpdate } from '../../support/call-handler.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';

const db = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const THANKS = 'Almost done! Check your inbox and confirm your subscription with the link we sent you.';

const callSubscribe = (body: unknown, contentType = 'application/json', headers: Record<string, string> = {}) =>
  callAs(handler, {
    method: 'POST',
    route: '/api/newsletter',
    headers: { 'content-type': contentType, ...headers },
    body,
  });

beforeEach(() => {
  db.reset();
  ses.reset();
  db.on(UpdateCommand).resolves({});
  db.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('SENDER_EMAIL', 'news@temahouseplans.com');
  vi.stubEnv('SITE_URL', 'https://temahouseplans.com');
  vi.stubEnv('MAIL_DIR', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/newsletter', () => {
  it('stores a new address as pending with its consent, and sends only the confirmation mail', async () => {
    // Prepare
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00.000Z'), toFake: ['Date'] });

    // Act
    const result = await callSubscribe({ email: '  Kofi.Boateng@Example.COM ', page: '/blog' }, 'application/json', {
      'cloudfront-viewer-address': '2001:db8:1:2::7:443',
    });
    vi.useRealTimers();

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: THANKS });
    const stored = db.commandCalls(PutCommand)[0]?.args[0].input;
    expect(stored?.Item).toMatchObject({
      pk: 'NEWSLETTER#kofi.boateng@example.com',
      email: 'kofi.boateng@example.com',
      status: 'pending',
      consent: { given_at: '2026-11-28T10:00:00.000Z', address: '2001:db8:1:2::7', page: '/blog', language: 'en' },
      confirm_expires_at: '2026-11-30T10:00:00.000Z',
      ttl: Date.parse('2026-11-30T10:00:00.000Z') / 1000,
    });
    expect(stored?.ConditionExpression).toBe('attribute_not_exists(#pk) OR #status <> :subscribed');
    const mails = ses.commandCalls(SendEmailCommand);
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.args[0].input;
    expect(mail?.Destination?.ToAddresses).toEqual(['kofi.boateng@example.com']);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Confirm your subscription to the Tema House Plans newsletter');
    const text = String(mail?.Content?.Simple?.Body?.Text?.Data);
    const link = /https:\/\/temahouseplans\.com\/api\/newsletter\/confirm\?token=\S+/.exec(text)?.[0];
    expect(link).toBeDefined();
    // Only a hash of the link's secret is stored.
    const token = decodeURIComponent(String(link?.split('token=')[1]));
    expect(JSON.stringify(stored?.Item)).not.toContain(token.split('.')[1]);
    expect(text).toContain('The link works for 48 hours.');
    expect(text).not.toMatch(/Welcome|unsubscribe/i);
  });

  it('refuses a page that is not a path of the shop (400)', async () => {
    const result = await callSubscribe({ email: 'kofi@example.com', page: 'https://elsewhere.example/x' });

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ page: 'page must be a path of the shop, e.g. /blog' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'])(
    'refuses a JSON body sent as %s (what a form on another site can post) with 415, storing and mailing nothing',
    async (contentType) => {
      // Act
      const result = await callSubscribe({ email: 'kofi@example.com' }, contentType);

      // Assess
      expect(result.status).toBe(415);
      expect(result.body).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json)' });
      expect(db.calls()).toHaveLength(0);
      expect(ses.calls()).toHaveLength(0);
    },
  );

  it('accepts JSON sent with a charset parameter', async () => {
    // Act
    const result = await callSubscribe({ email: 'kofi@example.com' }, 'application/json; charset=utf-8');

    // Assess
    expect(result.status).toBe(200);
  });

  it('answers an address that is already subscribed the same way, without a second mail', async () => {
    // Prepare
    db.on(PutCommand).rejects(conditionFailed());

    // Act
    const result = await callSubscribe({ email: 'kofi@example.com' });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: THANKS });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('refuses a malformed, missing or oversized email (400) without storing anything', async () => {
    // Act
    const malformed = await callSubscribe({ email: 'kofi@example' });
    const missing = await callSubscribe({});
    const oversized = await callSubscribe({ email: `${'k'.repeat(250)}@example.com` });

    // Assess
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toEqual({ email: 'Please enter a valid email address, e.g. ama@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ email: 'Please enter a valid email address, e.g. ama@example.com' });
    expect(oversized.status).toBe(400);
    expect(oversized.body.fields).toEqual({ email: 'Email must be at most 254 characters' });
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a burst of sign-ups from one client with 429', async () => {
    // Prepare
    db.on(UpdateCommand).callsFake((input) => {
      if (isRateLimitUpdate(input)) throw conditionFailed();
      return {};
    });

    // Act
    const result = await callSubscribe({ email: 'kofi@example.com' });

    // Assess
    expect(result.status).toBe(429);
    expect(result.body.message).toMatch(
      /^Too many sign-ups from your connection\. Please try again in \d+ (second|minute|hour)s?\.$/,
    );
    expect(Number(result.headers['retry-after'])).toBeGreaterThan(0);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('keeps the sign-up when the confirmation mail fails', async () => {
    // Prepare
    ses.on(SendEmailCommand).rejects(new Error('Throttling'));

    // Act
    const result = await callSubscribe({ email: 'kofi@example.com' });

    // Assess
    expect(result.status).toBe(200);
    expect(db.commandCalls(PutCommand)).toHaveLength(1);
  });
});
