import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newUnsubscribeToken } from '../../../src/domain/newsletter/unsubscribe-token.ts';
import { handler } from '../../../src/handlers/newsletter/unsubscribe-one-click.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';
import { updateSets } from '../../support/update-sets.ts';

const db = mockClient(DynamoDBDocumentClient);

/** What a mail provider sends (RFC 8058): a form-encoded POST, no cookie, no token header. */
const callOneClick = (token: string) =>
  answerOf(
    handler,
    apiEvent({
      method: 'POST',
      routeKey: 'POST /api/newsletter/unsubscribe',
      path: '/api/newsletter/unsubscribe',
      query: { token },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  );

beforeEach(() => {
  db.reset();
  db.on(UpdateCommand).resolves({ Attributes: { language: 'en' } });
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
});

afterEach(() => vi.unstubAllEnvs());

describe('POST /api/newsletter/unsubscribe (one click)', () => {
  it('unsubscribes with the form body a mail provider sends, without sign-in, and answers 200 with no redirect', async () => {
    const token = newUnsubscribeToken('esi@example.com');

    const result = await callOneClick(token);

    expect(result.status).toBe(200);
    expect(result.headers.location).toBeUndefined();
    expect(result.body).toEqual({ message: 'You have been unsubscribed from the newsletter.' });
    const update = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.Key).toEqual({ pk: 'NEWSLETTER#esi@example.com', sk: 'SUBSCRIBER' });
    expect(update?.ConditionExpression).toBe('attribute_exists(#pk) AND #token = :token');
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':token': token });
    expect(updateSets(update)).toMatchObject({ status: 'unsubscribed' });
  });

  it('answers 404 to a token that is not the stored one', async () => {
    db.on(UpdateCommand).rejects(conditionFailed());

    const result = await callOneClick(newUnsubscribeToken('esi@example.com'));

    expect(result.status).toBe(404);
  });
});
