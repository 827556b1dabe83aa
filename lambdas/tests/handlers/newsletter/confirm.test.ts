import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmTokenHash, newConfirmToken } from '../../../src/domain/newsletter/confirm-token.ts';
import { handler as landingHandler } from '../../../src/handlers/newsletter/confirm.ts';
import { handler } from '../../../src/handlers/newsletter/confirm-subscription.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';
import { updateRemoves, updateSets } from '../../support/update-sets.ts';

const db = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const SITE = 'https://temahouseplans.com';
const UNSUBSCRIBE_TOKEN = 'YWZpQGV4YW1wbGUuY29t.abcdefghijklmnopqrstuvwxyzABCDEF';

function row(overrides: Record<string, unknown> = {}) {
  return {
    email: 'afi@example.com',
    status: 'subscribed',
    unsubscribe_token: UNSUBSCRIBE_TOKEN,
    language: 'en',
    created_at: '2026-11-28T10:00:00.000Z',
    updated_at: '2026-11-28T10:05:00.000Z',
    confirmed_at: '2026-11-28T10:05:00.000Z',
    confirm_expires_at: '2026-11-30T10:00:00.000Z',
    ...overrides,
  };
}

/** The confirmation page's button. */
const callConfirm = (token: string) =>
  answerOf(
    handler,
    apiEvent({
      method: 'POST',
      routeKey: 'POST /api/newsletter/confirm',
      path: '/api/newsletter/confirm',
      query: { token },
    }),
  );

/** The link in the mail, as a person's browser or a mail scanner opens it. */
const openLink = (token: string) =>
  answerOf(
    landingHandler,
    apiEvent({ routeKey: 'GET /api/newsletter/confirm', path: '/api/newsletter/confirm', query: { token } }),
  );

beforeEach(() => {
  db.reset();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('SENDER_EMAIL', 'news@temahouseplans.com');
  vi.stubEnv('SITE_URL', SITE);
  vi.stubEnv('MAIL_DIR', '');
});

afterEach(() => vi.unstubAllEnvs());

describe('GET /api/newsletter/confirm: the link in the mail', () => {
  it('lands on the confirmation page with the token and confirms nothing, so a mail scanner subscribes nobody', async () => {
    const { token } = newConfirmToken('afi@example.com');
    db.on(GetCommand).resolves({ Item: row({ status: 'pending', language: 'fr' }) });

    const result = await openLink(token);

    expect(result.status).toBe(303);
    expect(result.headers.location).toBe(`${SITE}/fr/newsletter/confirmed?token=${encodeURIComponent(token)}`);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ses.calls()).toHaveLength(0);
  });

  it('lands a link that is not ours on the English page, reading nothing', async () => {
    const result = await openLink('not-a-token');

    expect(result.headers.location).toBe(`${SITE}/newsletter/confirmed?token=not-a-token`);
    expect(db.calls()).toHaveLength(0);
  });
});

describe('POST /api/newsletter/confirm: the page’s button', () => {
  it('confirms a pending address with its unexpired link, welcomes it with one-click unsubscribe', async () => {
    // Prepare
    const { token, hash } = newConfirmToken('afi@example.com');
    db.on(UpdateCommand).resolves({ Attributes: row({ confirm_token_hash: hash }) });

    // Act
    const result = await callConfirm(token);

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: 'Your subscription is confirmed.', status: 'done' });
    const update = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.Key).toEqual({ pk: 'NEWSLETTER#afi@example.com', sk: 'SUBSCRIBER' });
    expect(update?.ConditionExpression).toBe('#status = :pending AND #hash = :hash AND #expires > :now');
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':hash': hash });
    expect(updateSets(update)).toMatchObject({ status: 'subscribed' });
    expect(updateRemoves(update)).toEqual(['ttl']);
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Welcome to Tema House Plans');
    const link = `${SITE}/api/newsletter/unsubscribe?token=${UNSUBSCRIBE_TOKEN}`;
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toContain(`Unsubscribe at any time: ${link}`);
    expect(mail?.Content?.Simple?.Headers).toEqual([
      {
        Name: 'List-Unsubscribe',
        Value: `<${link}>, <mailto:news@temahouseplans.com?subject=unsubscribe%20${UNSUBSCRIBE_TOKEN}>`,
      },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
  });

  it('welcomes a French subscriber in French', async () => {
    const { token, hash } = newConfirmToken('afi@example.com');
    db.on(UpdateCommand).resolves({ Attributes: row({ confirm_token_hash: hash, language: 'fr' }) });

    const result = await callConfirm(token);

    expect(result.body.status).toBe('done');
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Subject?.Data).toBe(
      'Bienvenue chez Tema House Plans',
    );
  });

  it('says an expired link has expired and sends nothing', async () => {
    const { token, hash } = newConfirmToken('afi@example.com');
    db.on(UpdateCommand).rejects(conditionFailed());
    db.on(GetCommand).resolves({ Item: row({ status: 'pending', confirm_token_hash: hash, confirmed_at: undefined }) });

    const result = await callConfirm(token);

    expect(result.status).toBe(410);
    expect(result.body).toEqual({
      message: 'This confirmation link has expired. Please sign up again.',
      status: 'expired',
    });
    expect(ses.calls()).toHaveLength(0);
  });

  it('says done again for the same link opened twice, without a second welcome', async () => {
    const { token, hash } = newConfirmToken('afi@example.com');
    db.on(UpdateCommand).rejects(conditionFailed());
    db.on(GetCommand).resolves({ Item: row({ confirm_token_hash: hash }) });

    const result = await callConfirm(token);

    expect(result.status).toBe(200);
    expect(result.body.status).toBe('done');
    expect(ses.calls()).toHaveLength(0);
  });

  it('refuses a link whose secret is not the stored one, and one that is not ours, sending nothing', async () => {
    const { token } = newConfirmToken('afi@example.com');
    db.on(UpdateCommand).rejects(conditionFailed());
    db.on(GetCommand).resolves({ Item: row({ status: 'pending', confirm_token_hash: confirmTokenHash('other') }) });

    const wrong = await callConfirm(token);
    const foreign = await callConfirm('not-a-token');

    expect([wrong.status, wrong.body.status]).toEqual([404, 'invalid']);
    expect([foreign.status, foreign.body.status]).toEqual([404, 'invalid']);
    expect(ses.calls()).toHaveLength(0);
  });
});
