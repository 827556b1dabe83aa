import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { batchGetItems } from '../../src/db/batch-get.ts';
import { UnavailableError } from '../../src/errors/domain-errors.ts';
import { userFavoritesReader } from '../../src/repositories/user-favorites-reader.ts';

const TABLE = 'shop';
const mock = mockClient(DynamoDBDocumentClient);
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const key = (n: number) => ({ pk: `PLAN#p${n}`, sk: 'PLAN' });
type Keys = { Keys: Record<string, string>[] };
const keysOf = (call: { args: [{ input: unknown }] }) =>
  ((call.args[0].input as { RequestItems: Record<string, Keys> }).RequestItems[TABLE] as Keys).Keys;

/** The one batch read every repository uses: all keys read, however DynamoDB splits or throttles the answer. */
describe('batchGetItems', () => {
  beforeEach(() => mock.reset());

  it('reads any number of keys, 100 a call, and asks again for the keys DynamoDB left unprocessed', async () => {
    // Prepare: each call answers all its keys but the last, which it hands back unprocessed once
    const leftOver = new Set<string>();
    mock.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, Keys> }) => {
      const keys = (input.RequestItems[TABLE] as Keys).Keys;
      const last = keys.at(-1) as Record<string, string>;
      const holdBack = keys.length > 1 && !leftOver.has(last.pk as string);
      if (holdBack) leftOver.add(last.pk as string);
      const answered = holdBack ? keys.slice(0, -1) : keys;
      return {
        Responses: { [TABLE]: answered.map((k) => ({ ...k, id: k.pk })) },
        UnprocessedKeys: holdBack ? { [TABLE]: { Keys: [last] } } : {},
      };
    });

    // Act
    const items = await batchGetItems(
      db,
      TABLE,
      Array.from({ length: 250 }, (_, n) => key(n)),
      { firstDelayMs: 1 },
    );

    // Assess: all 250 read; three batches (100, 100, 50), then one retry per batch for its held-back key
    expect(new Set(items.map((item) => item.id)).size).toBe(250);
    const sizes = mock.commandCalls(BatchGetCommand).map((call) => keysOf(call).length);
    expect(sizes).toEqual([100, 1, 100, 1, 50, 1]);
  });

  it('gives up with UnavailableError (503, try again) when keys stay unprocessed, never answering short', async () => {
    mock.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, Keys> }) => ({
      Responses: { [TABLE]: [] },
      UnprocessedKeys: { [TABLE]: { Keys: (input.RequestItems[TABLE] as Keys).Keys } },
    }));

    await expect(batchGetItems(db, TABLE, [key(1), key(2)], { attempts: 3, firstDelayMs: 1 })).rejects.toBeInstanceOf(
      UnavailableError,
    );
    expect(mock.commandCalls(BatchGetCommand)).toHaveLength(3);
  });

  it('lets the dashboard name more than 100 favorite plans (no cap, nothing dropped)', async () => {
    mock.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, Keys> }) => ({
      Responses: {
        [TABLE]: (input.RequestItems[TABLE] as Keys).Keys.map((k) => ({ id: k.pk?.slice(5), title: `Plan ${k.pk}` })),
      },
    }));
    const ids = Array.from({ length: 130 }, (_, n) => `p${n}`);

    const titles = await userFavoritesReader(db, TABLE).planTitles(ids);

    expect(titles.size).toBe(130);
    expect(titles.get('p129')).toBe('Plan PLAN#p129');
  });
});
