import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newUnsubscribeToken } from '../../../src/domain/newsletter/unsubscribe-token.ts';
import { handler } from '../../../src/handlers/newsletter/unsubscribe.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';

const db = mockClient(DynamoDBDocumentClient);

/** A stored subscriber row of the address. */
const stored = (email: string, language?: 'en' | 'fr') => ({
  Item: {
    email,
    status: 'subscribed',
    unsubscribe_token: newUnsubscribeToken(email).split('.')[1],
    created_at: '2026-11-28T10:00:00.000Z',
    updated_at: '2026-11-28T10:00:00.000Z',
    ...(language ? { language } : {}),
  },
});

async function callUnsubscribe(query: Record<string, string>) {
  const event = apiEvent({
    routeKey: 'GET /api/newsletter/unsubscribe',
    path: '/api/newsletter/unsubscribe',
    query,
  });
  return answerOf(handler, event);
}

beforeEach(() => {
  db.reset();
  db.on(UpdateCommand).resolves({});
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('SITE_URL', 'https://temahouseplans.com');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('GET /api/newsletter/unsubscribe: the link in the mail’s text', () => {
  it('lands on the unsubscribe page with the token and unsubscribes nobody, so a mail scanner changes nothing', async () => {
    // Prepare
    const token = newUnsubscribeToken('esi@example.com');
    db.on(GetCommand).resolves(stored('esi@example.com', 'en'));

    // Act
    const result = await callUnsubscribe({ token });

    // Assess
    expect(result.status).toBe(303);
    expect(result.headers.location).toBe(
      `https://temahouseplans.com/newsletter/unsubscribed?token=${encodeURIComponent(token)}`,
    );
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('lands a French subscriber on the French page, and an older row without a language on the English one', async () => {
    // Prepare
    const token = newUnsubscribeToken('afi@example.com');
    db.on(GetCommand).resolvesOnce(stored('afi@example.com', 'fr')).resolvesOnce(stored('afi@example.com'));

    // Act
    const french = await callUnsubscribe({ token });
    const older = await callUnsubscribe({ token });

    // Assess
    expect(french.headers.location).toMatch(/^https:\/\/temahouseplans\.com\/fr\/newsletter\/unsubscribed\?token=/);
    expect(older.headers.location).toMatch(/^https:\/\/temahouseplans\.com\/newsletter\/unsubscribed\?token=/);
  });

  it('lands a token that is not one of ours on the English page without reading the table', async () => {
    const result = await callUnsubscribe({ token: 'hello.world' });

    expect(result.headers.location).toBe('https://temahouseplans.com/newsletter/unsubscribed?token=hello.world');
    expect(db.calls()).toHaveLength(0);
  });

  it('refuses a request without a token (400)', async () => {
    // Act
    const result = await callUnsubscribe({});

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ token: 'token is required' });
  });
});
