import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/contact/send-contact-message.ts';
import { callAs, isRateLimitUpdate, JSON_BODY } from '../../support/call-handler.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';

const db = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const SUBMISSION = '3f1c2a4e-8b7d-4c5e-9a10-2b3c4d5e6f70';

function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ama Mensah',
    email: ' Ama.Mensah@Example.com ',
    phone: '+233 24 123 4567',
    subject: 'Custom bungalow for a 50 x 100 plot',
    planType: 'bungalow',
    message: 'We would like a three-bedroom bungalow with a boys quarters. Can you help?',
    submissionId: SUBMISSION,
    ...overrides,
  };
}

const callContact = (body: unknown) =>
  callAs(handler, { method: 'POST', route: '/api/contact', headers: JSON_BODY, body });

beforeEach(() => {
  db.reset();
  ses.reset();
  db.on(UpdateCommand).resolves({});
  db.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('SENDER_EMAIL', 'shop@temahouseplans.com');
  vi.stubEnv('CONTACT_EMAIL', 'info@temahouseplans.com');
  vi.stubEnv('MAIL_DIR', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/contact', () => {
  it('names the shop by its saved site name in the mail to the firm', async () => {
    db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({ Item: { site_name: 'Kofi Plans' } });

    const result = await callContact(validMessage());

    expect(result.status).toBe(200);
    const text = ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body?.Text?.Data;
    expect(text).toMatch(/^New message from the Kofi Plans contact form\./);
  });

  it('stores the message once under its submission id and mails it to the firm, replying to the visitor', async () => {
    // Act
    const result = await callContact(validMessage());

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: "Thank you for contacting us. We'll get back to you soon." });
    const puts = db.commandCalls(PutCommand);
    expect(puts).toHaveLength(1);
    const stored = puts[0]?.args[0].input;
    expect(stored?.ConditionExpression).toBe('attribute_not_exists(#pk)');
    expect(stored?.Item).toMatchObject({
      pk: `CONTACT#${SUBMISSION}`,
      gsi1pk: 'CONTACTS',
      email: 'ama.mensah@example.com',
      plan_type: 'bungalow',
      mail_status: 'pending',
    });
    const mails = ses.commandCalls(SendEmailCommand);
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.args[0].input;
    expect(mail?.FromEmailAddress).toBe('shop@temahouseplans.com');
    expect(mail?.Destination?.ToAddresses).toEqual(['info@temahouseplans.com']);
    expect(mail?.ReplyToAddresses).toEqual(['ama.mensah@example.com']);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Contact form: Custom bungalow for a 50 x 100 plot');
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toContain('We would like a three-bedroom bungalow');
    const statusUpdate = db.commandCalls(UpdateCommand).find((call) => !isRateLimitUpdate(call.args[0].input));
    expect(Object.values(statusUpdate?.args[0].input.ExpressionAttributeValues ?? {})).toEqual(['sent']);
    expect(Object.values(statusUpdate?.args[0].input.ExpressionAttributeNames ?? {})).toContain('mail_status');
  });

  it('answers a repeated submission the same way without storing or mailing it again', async () => {
    // Prepare
    db.on(PutCommand).rejects(conditionFailed());

    // Act
    const result = await callContact(validMessage());

    // Assess
    expect(result.status).toBe(200);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('accepts a filled honeypot silently: 200, nothing stored, nothing sent, no rate-limit count', async () => {
    // Act
    const result = await callContact(validMessage({ website: 'http://cheap-pills.example' }));

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.message).toBe("Thank you for contacting us. We'll get back to you soon.");
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('refuses a visitor over the rate limit with 429 and the message to wait', async () => {
    // Prepare
    db.on(UpdateCommand).rejects(conditionFailed());

    // Act
    const result = await callContact(validMessage());

    // Assess
    expect(result.status).toBe(429);
    expect(result.body.message).toMatch(
      /^Too many messages from your connection\. Please try again in \d+ (second|minute|hour)s?\.$/,
    );
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('counts the rate limit per hashed client address, never storing the address itself', async () => {
    // Act
    await callContact(validMessage());

    // Assess
    const counter = db.commandCalls(UpdateCommand).find((call) => isRateLimitUpdate(call.args[0].input));
    const key = counter?.args[0].input.Key as { pk: string; sk: string };
    expect(key.pk).toMatch(/^RATE#contact#[0-9a-f]{32}$/);
    expect(key.pk).not.toContain('127.0.0.1');
    expect(counter?.args[0].input.ConditionExpression).toBe('attribute_not_exists(#hits) OR #hits < :limit');
    expect(counter?.args[0].input.ExpressionAttributeValues).toMatchObject({ ':limit': 5 });
  });

  it('names every missing or malformed field (400) and stores nothing', async () => {
    // Act
    const result = await callContact({ email: 'not-an-email', submissionId: SUBMISSION });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({
      name: 'Full Name is required',
      email: 'Please enter a valid email address, e.g. ama@example.com',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses an oversized message, a blank name, an unknown plan type and an unknown field (400)', async () => {
    // Act
    const result = await callContact(
      validMessage({ name: '   ', message: 'x'.repeat(5001), planType: 'castle', phone: '12', extra: 1 }),
    );

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.fields).toMatchObject({
      name: 'Full Name is required',
      message: 'Message must be at most 5000 characters',
      planType: 'Plan type must be one of: villa, bungalow, townhouse, custom, consultation, other',
      phone: 'Phone must be a phone number, e.g. +233 24 000 0000',
    });
    expect(Object.values(result.body.fields as object).join(' ')).toContain('Unknown field: extra');
  });

  it('refuses a body that is not JSON (400)', async () => {
    // Act
    const result = await callContact('{name:');

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('The request body must be valid JSON');
  });

  it('keeps the message and still thanks the visitor when the mail cannot be sent', async () => {
    // Prepare
    ses.on(SendEmailCommand).rejects(new Error('Email address is not verified'));

    // Act
    const result = await callContact(validMessage());

    // Assess
    expect(result.status).toBe(200);
    expect(db.commandCalls(PutCommand)).toHaveLength(1);
    const statusUpdate = db.commandCalls(UpdateCommand).find((call) => !isRateLimitUpdate(call.args[0].input));
    expect(Object.values(statusUpdate?.args[0].input.ExpressionAttributeValues ?? {})).toEqual(['failed']);
    expect(Object.values(statusUpdate?.args[0].input.ExpressionAttributeNames ?? {})).toContain('mail_status');
  });

  it('writes the mail as an .eml file under MAIL_DIR offline instead of calling SES', async () => {
    // Prepare
    const mailDir = mkdtempSync(join(tmpdir(), 'contact-mail-'));
    vi.stubEnv('MAIL_DIR', mailDir);

    try {
      // Act
      const result = await callContact(validMessage({ subject: 'Price of the\r\nBcc: everyone@example.com villa' }));

      // Assess
      expect(result.status).toBe(200);
      const files = readdirSync(mailDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/-contact-info@temahouseplans\.com\.eml$/);
      const eml = readFileSync(join(mailDir, files[0] as string), 'utf8');
      expect(eml).toContain('Reply-To: ama.mensah@example.com');
      expect(eml).toContain('Subject: Contact form: Price of the Bcc: everyone@example.com villa');
      const [headers] = eml.split('\r\n\r\n');
      expect(headers).not.toMatch(/^Bcc:/m);
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    } finally {
      rmSync(mailDir, { recursive: true, force: true });
    }
  });
});
