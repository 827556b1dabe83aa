import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueKeys } from '../../../src/db/table-design.ts';
import { shardOf } from '../../../src/repositories/catalogue-snapshot.ts';
import { incrementPlanDownloads, planCountersRepository } from '../../../src/repositories/plan-counters.ts';
import { purchasesRepository } from '../../../src/repositories/purchases-repository.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { updateAdds, updateSets } from '../../support/update-sets.ts';

const db = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));

beforeEach(() => {
  db.reset();
  vi.stubEnv('LOG_LEVEL', 'silent');
});

describe('incrementPlanDownloads (called once per completed order)', () => {
  it('adds one download atomically, then sets the downloads sort key for the count it produced', async () => {
    db.on(UpdateCommand)
      .resolvesOnce({ Attributes: { ...sampleItem({ downloads: 41 }), rev: 7 } })
      .resolvesOnce({})
      // The shard hands back the entry it replaced: an active plan stays active, so no count moves.
      .resolvesOnce({ Attributes: { 'p_villa-01': [6, 'active'] } })
      .resolves({});

    const downloads = await incrementPlanDownloads('villa-01', client, 'shop');

    expect(downloads).toBe(41);
    const [add, sort, entry, head] = db.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(add).toMatchObject({
      Key: { pk: 'PLAN#villa-01', sk: 'PLAN' },
      ConditionExpression: 'attribute_exists(#pk)',
    });
    expect(updateAdds(add)).toEqual({ downloads: 1, rev: 1 });
    expect(updateSets(add)).toEqual({});
    expect(sort).toMatchObject({
      ConditionExpression: '#downloads = :downloads',
      ExpressionAttributeValues: expect.objectContaining({ ':downloads': 41 }),
    });
    expect(updateSets(sort)).toEqual({ downloads: 41, gsi4sk: '000000000041' });
    // The sale changes the plan's one snapshot entry (revision-guarded) and its shard's version, nothing more.
    expect(entry?.Key?.pk).toBe('CATALOGUE');
    expect(entry?.ConditionExpression).toBe('attribute_not_exists(#entry) OR #entry[0] <= :rev');
    expect(entry?.ExpressionAttributeNames?.['#entry']).toBe('p_villa-01');
    expect(entry?.ReturnValues).toBe('UPDATED_OLD');
    const stored = updateSets(entry)['p_villa-01'] as unknown[];
    expect(stored[0]).toBe(7);
    expect(stored[8]).toBe(41);
    expect(updateAdds(entry)).toEqual({ ver: 1 });
    expect(head).toMatchObject({ Key: { pk: 'CATALOGUE', sk: 'HEAD' } });
    expect(updateAdds(head)).toEqual({ [catalogueKeys.versionAttribute(shardOf('villa-01'))]: 1 });
    expect(db.commandCalls(UpdateCommand)).toHaveLength(4);
  });

  it('leaves the sort key to a later increment that overtook this one', async () => {
    db.on(UpdateCommand)
      .resolvesOnce({ Attributes: { downloads: 41 } })
      .rejects(conditionFailed());

    await expect(incrementPlanDownloads('villa-01', client, 'shop')).resolves.toBe(41);
  });

  it('counts nothing (and does not create a plan) when the plan was deleted', async () => {
    db.on(UpdateCommand).rejects(conditionFailed());

    await expect(incrementPlanDownloads('gone', client, 'shop')).resolves.toBeUndefined();
    expect(db.commandCalls(UpdateCommand)).toHaveLength(1);
  });
});

describe('decrementPlanDownloads (called once per refunded sale)', () => {
  it('takes one sale back, never below zero, and sets the sort key for the count it produced', async () => {
    db.on(UpdateCommand)
      .resolvesOnce({ Attributes: { downloads: 40 } })
      .resolves({});

    const downloads = await planCountersRepository(client, 'shop').decrementPlanDownloads('villa-01');

    expect(downloads).toBe(40);
    const [take, sort] = db.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(take?.ConditionExpression).toBe('attribute_exists(#pk) AND #downloads >= :one');
    expect(updateAdds(take)).toEqual({ downloads: -1, rev: 1 });
    expect(updateSets(sort)).toEqual({ downloads: 40, gsi4sk: '000000000040' });
  });

  it('leaves a count of zero (or a deleted plan) as it is', async () => {
    db.on(UpdateCommand).rejects(conditionFailed());

    await expect(planCountersRepository(client, 'shop').decrementPlanDownloads('villa-01')).resolves.toBeUndefined();
    expect(db.commandCalls(UpdateCommand)).toHaveLength(1);
  });
});

describe('purchases repository (verified-purchase reviews)', () => {
  it('builds the purchase marker Put that the payment completion includes in its own write', async () => {
    const purchases = purchasesRepository(client, 'shop');

    const put = purchases.purchaseMarkerPut('user-1', 'villa-01', 'order-9', '2026-11-20T10:00:00.000Z');

    expect(put).toEqual({
      TableName: 'shop',
      Item: {
        pk: 'USER#user-1',
        sk: 'PURCHASE#villa-01',
        entity: 'purchase',
        plan_id: 'villa-01',
        order_id: 'order-9',
        paid_at: '2026-11-20T10:00:00.000Z',
      },
    });
    // The same object is a valid TransactWriteItems entry.
    db.on(TransactWriteCommand).resolves({});
    await client.send(new TransactWriteCommand({ TransactItems: [{ Put: put }] }));
    expect(db.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put?.Item?.sk).toBe(
      'PURCHASE#villa-01',
    );
  });

  it('records a purchase on its own and tells whether a user bought a plan', async () => {
    db.on(PutCommand).resolves({});
    db.on(GetCommand, { Key: { pk: 'USER#user-1', sk: 'PURCHASE#villa-01' } }).resolves({
      Item: { sk: 'PURCHASE#villa-01' },
    });
    db.on(GetCommand, { Key: { pk: 'USER#user-1', sk: 'PURCHASE#other' } }).resolves({});
    const purchases = purchasesRepository(client, 'shop');

    await purchases.recordPurchase('user-1', 'villa-01', 'order-9', '2026-11-20T10:00:00.000Z');

    expect(db.commandCalls(PutCommand)[0]?.args[0].input.Item?.order_id).toBe('order-9');
    await expect(purchases.hasPurchased('user-1', 'villa-01')).resolves.toBe(true);
    await expect(purchases.hasPurchased('user-1', 'other')).resolves.toBe(false);
  });
});
