import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newUnsubscribeToken } from '../../../src/domain/newsletter/unsubscribe-token.ts';
import { handler } from '../../../src/handlers/newsletter/unsubscribe.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';

const db = mockClient(DynamoDBDocumentClient);

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

describe('GET /api/newsletter/unsubscribe', () => {
  it('unsubscribes the address the token names, only if the stored token matches, and shows the done page', async () => {
    // Prepare
    const token = newUnsubscribeToken('esi@example.com');

    // Act
    const result = await callUnsubscribe({ token });

    // Assess
    expect(result.status).toBe(303);
    expect(result.headers.location).toBe('https://temahouseplans.com/newsletter/unsubscribed?status=done');
    const update = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.Key).toEqual({ pk: 'NEWSLETTER#esi@example.com', sk: 'SUBSCRIBER' });
    expect(update?.ConditionExpression).toBe('attribute_exists(#pk) AND #token = :token');
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':token': token, ':unsubscribed': 'unsubscribed' });
  });

  it('lands a French subscriber on the French page, and an older row without a language on the English one', async () => {
    // Prepare
    const token = newUnsubscribeToken('afi@example.com');
    db.on(UpdateCommand)
      .resolvesOnce({ Attributes: { email: 'afi@example.com', language: 'fr' } })
      .resolvesOnce({ Attributes: { email: 'afi@example.com' } });

    // Act
    const french = await callUnsubscribe({ token });
    const older = await callUnsubscribe({ token });

    // Assess
    expect(french.status).toBe(303);
    expect(french.headers.location).toBe('https://temahouseplans.com/fr/newsletter/unsubscribed?status=done');
    expect(older.headers.location).toBe('https://temahouseplans.com/newsletter/unsubscribed?status=done');
  });

  it('sends a token that does not match the stored one to the invalid-link page', async () => {
    // Prepare
    db.on(UpdateCommand).rejects(conditionFailed());

    // Act
    const result = await callUnsubscribe({ token: newUnsubscribeToken('esi@example.com') });

    // Assess
    expect(result.status).toBe(303);
    expect(result.headers.location).toBe('https://temahouseplans.com/newsletter/unsubscribed?status=invalid');
  });

  it('sends a token that is not one of ours to the invalid-link page without touching the table', async () => {
    // Act
    const result = await callUnsubscribe({ token: 'hello.world' });

    // Assess
    expect(result.status).toBe(303);
    expect(result.headers.location).toBe('https://temahouseplans.com/newsletter/unsubscribed?status=invalid');
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a request without a token (400)', async () => {
    // Act
    const result = await callUnsubscribe({});

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ token: 'token is required' });
  });
});
