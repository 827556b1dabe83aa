import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXISTS, updateAlways, updatedIf, updateExisting } from '../../src/db/conditional-writes.ts';
import { allOf, counterBelow, equals, when } from '../../src/db/conditions.ts';
import { updateExpression } from '../../src/db/set-expression.ts';
import { tableKey } from '../../src/db/table-keys.ts';
import { startDynalite } from '../support/dynalite-table.ts';

/* The kit's counters and conditions on a real engine (dynalite): what DynamoDB accepts and how racing writes end. */

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
let table: string;
beforeAll(async () => {
  dynalite = await startDynalite();
  table = await dynalite.newTable();
});
afterAll(async () => {
  await dynalite.stop();
});

const KEY = (id: string) => tableKey(`THING#${id}`, 'THING');
const read = async (id: string) => (await dynalite.db.send(new GetCommand({ TableName: table, Key: KEY(id) }))).Item;

describe('addIn: a counter inside a map', () => {
  it('counts an entry the map lacks from zero, then on', async () => {
    await dynalite.db.send(new PutCommand({ TableName: table, Item: { ...KEY('a'), gift: { sent_at: 't0' } } }));

    await updateExisting(dynalite.db, table, KEY('a'), { addIn: { gift: { send_count: 1 } } });
    await updateExisting(dynalite.db, table, KEY('a'), { addIn: { gift: { send_count: 2 } } });

    expect((await read('a'))?.gift).toEqual({ sent_at: 't0', send_count: 3 });
  });

  it('names each part of the path and the zero it starts from', () => {
    expect(updateExpression({ addIn: { gift: { send_count: 1 } } })).toEqual({
      UpdateExpression: 'SET #a0.#a1 = if_not_exists(#a0.#a1, :z1) + :v1',
      ExpressionAttributeNames: { '#a0': 'gift', '#a1': 'send_count' },
      ExpressionAttributeValues: { ':v1': 1, ':z1': 0 },
    });
  });
});

describe('counterBelow: a counter with a cap', () => {
  it('lets exactly `cap` of many racing hits through, the item created by the first', async () => {
    const hit = () => updateExisting(dynalite.db, table, KEY('b'), { add: { hits: 1 } }, counterBelow('hits', 3));

    const answers = await Promise.all(Array.from({ length: 8 }, hit));

    expect(answers.filter((answer) => answer !== undefined)).toHaveLength(3);
    expect((await read('b'))?.hits).toBe(3);
  });

  it('caps an entry inside a map, with the other conditions of the write', async () => {
    await dynalite.db.send(new PutCommand({ TableName: table, Item: { ...KEY('c'), gift: {} } }));
    const send = () =>
      updateExisting(
        dynalite.db,
        table,
        KEY('c'),
        { addIn: { gift: { send_count: 1 } } },
        allOf(EXISTS, counterBelow(['gift', 'send_count'], 2)),
      );

    const answers = [await send(), await send(), await send()];

    expect(answers.map((answer) => answer !== undefined)).toEqual([true, true, false]);
    expect((await read('c'))?.gift).toEqual({ send_count: 2 });
    expect(await updateExisting(dynalite.db, table, KEY('none'), { add: { hits: 1 } }, allOf(EXISTS))).toBeUndefined();
  });
});

describe('when: a condition written as DynamoDB reads it', () => {
  it('sends a name for exactly each placeholder the text uses, the attribute of that name unless told', () => {
    expect(
      when(
        '#status = :s AND attribute_not_exists(#gift.#voter) AND #status <> :t',
        { ':s': 1, ':t': 2 },
        { '#voter': 'user-1' },
      ),
    ).toEqual({
      ConditionExpression: '#status = :s AND attribute_not_exists(#gift.#voter) AND #status <> :t',
      ExpressionAttributeNames: { '#status': 'status', '#gift': 'gift', '#voter': 'user-1' },
      ExpressionAttributeValues: { ':s': 1, ':t': 2 },
    });
    expect(when('attribute_exists(#pk)')).toEqual({
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': 'pk' },
    });
  });

  it('sends no map of names or values for a condition without placeholders (DynamoDB refuses empty ones)', () => {
    expect(when('attribute_not_exists(refund_request)')).toEqual({
      ConditionExpression: 'attribute_not_exists(refund_request)',
    });
  });

  it('refuses a name the text does not use (DynamoDB would refuse the write)', () => {
    expect(() => when('#status = :s', { ':s': 1 }, { '#state': 'state' })).toThrow(/#state not in/);
  });

  it('holds on the table only while the attribute still has the value read, reserved words included', async () => {
    await dynalite.db.send(
      new PutCommand({ TableName: table, Item: { ...KEY('f'), status: 'open', 'state-of': 'a' } }),
    );

    const closed = await updateExisting(
      dynalite.db,
      table,
      KEY('f'),
      { set: { status: 'closed' } },
      equals('status', 'open'),
    );
    const again = await updateExisting(
      dynalite.db,
      table,
      KEY('f'),
      { set: { status: 'done' } },
      equals('status', 'open'),
    );
    const odd = await updateExisting(dynalite.db, table, KEY('f'), { set: { n: 1 } }, equals('state-of', 'a'));

    expect([closed !== undefined, again !== undefined, odd !== undefined]).toEqual([true, false, true]);
    expect(await read('f')).toMatchObject({ status: 'closed', n: 1 });
  });
});

describe('allOf', () => {
  it('joins the conditions and merges their names and values', () => {
    expect(allOf(EXISTS, counterBelow('hits', 5))).toEqual({
      ConditionExpression: '(attribute_exists(#pk)) AND (attribute_not_exists(#hits) OR #hits < :limit)',
      ExpressionAttributeNames: { '#pk': 'pk', '#hits': 'hits' },
      ExpressionAttributeValues: { ':limit': 5 },
    });
  });

  it('refuses a placeholder that stands for two things', () => {
    expect(() => allOf(counterBelow('hits', 5), counterBelow('uses', 2))).toThrow(/:limit stands for two things/);
  });
});

describe('what an update answers with', () => {
  it("answers a counter's new value when asked, and nothing otherwise", async () => {
    expect(await updateAlways(dynalite.db, table, KEY('d'), { add: { last: 1 } })).toEqual({});
    expect(await updateAlways(dynalite.db, table, KEY('d'), { add: { last: 1 } }, 'UPDATED_NEW')).toEqual({ last: 2 });
  });

  it('answers only what a conditional update replaced, as it was', async () => {
    await dynalite.db.send(new PutCommand({ TableName: table, Item: { ...KEY('e'), big: 'x'.repeat(1000), p: [1] } }));

    const before = await updateExisting(dynalite.db, table, KEY('e'), { set: { p: [2] } }, EXISTS, 'UPDATED_OLD');

    expect(before).toEqual({ p: [1] });
    expect((await read('e'))?.p).toEqual([2]);
  });
});

describe('updatedIf: a conditional update answered yes or no', () => {
  it('is true when the condition held and the update was written, false when nothing was written', async () => {
    await dynalite.db.send(new PutCommand({ TableName: table, Item: { ...KEY('y'), state: 'open' } }));
    const close = () => updatedIf(dynalite.db, table, KEY('y'), { set: { state: 'closed' } }, equals('state', 'open'));

    expect(await close()).toBe(true);
    expect(await close()).toBe(false);
    expect(await updatedIf(dynalite.db, table, KEY('missing'), { set: { state: 'closed' } })).toBe(false);
    expect(await read('missing')).toBeUndefined();
  });
});
