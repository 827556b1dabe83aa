import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/newsletter/subscribe.ts';
import { callAs, isRateLimitUpdate } from '../../support/call-handler.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';

const db = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const THANKS = 'Thank you for subscribing! Check your inbox for a welcome email.';

const callSubscribe = (body: unknown, contentType = 'application/json') =>
  callAs(handler, { method: 'POST', route: '/api/newsletter', headers: { 'content-type': contentType }, body });

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
  it('stores a new address trimmed and lower-cased, and sends one welcome mail with an unsubscribe link', async () => {
    // Act
    const result = await callSubscribe({ email: '  Kofi.Boateng@Example.COM ' });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: THANKS });
    const stored = db.commandCalls(PutCommand)[0]?.args[0].input;
    expect(stored?.Item).toMatchObject({
      pk: 'NEWSLETTER#kofi.boateng@example.com',
      email: 'kofi.boateng@example.com',
      status: 'subscribed',
    });
    expect(stored?.ConditionExpression).toBe('attribute_not_exists(#pk)');
    const token = String(stored?.Item?.unsubscribe_token);
    const mails = ses.commandCalls(SendEmailCommand);
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.args[0].input;
    const link = `https://temahouseplans.com/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(mail?.Destination?.ToAddresses).toEqual(['kofi.boateng@example.com']);
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toContain(link);
    expect(mail?.Content?.Simple?.Headers).toEqual([{ Name: 'List-Unsubscribe', Value: `<${link}>` }]);
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
    db.on(UpdateCommand, { ConditionExpression: '#status = :unsubscribed' }).rejects(conditionFailed());

    // Act
    const result = await callSubscribe({ email: 'kofi@example.com' });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: THANKS });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('subscribes an address that had unsubscribed again, and welcomes it again', async () => {
    // Prepare
    db.on(PutCommand).rejects(conditionFailed());
    db.on(UpdateCommand, { ConditionExpression: '#status = :unsubscribed' }).resolves({
      Attributes: {
        email: 'kofi@example.com',
        status: 'subscribed',
        unsubscribe_token: 'a29maUBleGFtcGxlLmNvbQ.abcdefghijklmnopqrstuvwxyzABCDEF',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-11-01T00:00:00.000Z',
      },
    });

    // Act
    const result = await callSubscribe({ email: 'kofi@example.com' });

    // Assess
    expect(result.status).toBe(200);
    const text = ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body?.Text?.Data;
    expect(text).toContain('token=a29maUBleGFtcGxlLmNvbQ.abcdefghijklmnopqrstuvwxyzABCDEF');
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
      /^Too many sign-ups from your connection\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(result.headers['retry-after'])).toBeGreaterThan(0);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('keeps the sign-up when the welcome mail fails', async () => {
    // Prepare
    ses.on(SendEmailCommand).rejects(new Error('Throttling'));

    // Act
    const result = await callSubscribe({ email: 'kofi@example.com' });

    // Assess
    expect(result.status).toBe(200);
    expect(db.commandCalls(PutCommand)).toHaveLength(1);
  });
});
