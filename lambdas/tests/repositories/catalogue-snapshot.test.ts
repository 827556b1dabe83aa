import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueKeys } from '../../src/db/table-design.ts';
import { catalogueSnapshot, forgetCatalogueCache, shardOf } from '../../src/repositories/catalogue-snapshot.ts';
import { planCountersRepository } from '../../src/repositories/plan-counters.ts';
import { planWrites } from '../../src/repositories/plan-writes.ts';
import { startDynalite } from '../support/dynalite-table.ts';
import { samplePlan } from '../support/plan-items.ts';

let stack: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  vi.stubEnv('LOG_LEVEL', 'silent');
  stack = await startDynalite();
});
afterAll(() => stack?.stop());

/** Shard items one `entries()` call read (BatchGetItem keys under the snapshot's partition). */
function shardReads(db: typeof stack.db, run: () => Promise<unknown>) {
  const keys: string[] = [];
  const name = 'countShardReads';
  db.middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { RequestItems?: Record<string, { Keys: { sk: unknown }[] }> };
      if (args.input && 'RequestItems' in (args.input as object)) {
        for (const request of Object.values(input.RequestItems ?? {}))
          for (const key of request.Keys) keys.push(String(key.sk));
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return run()
    .finally(() => db.middlewareStack.remove(name))
    .then(() => keys.filter((k) => k.startsWith('SHARD#')));
}

describe('the catalogue snapshot', () => {
  it('shows a staff edit on the next read of a warm function, re-reading only the shard that changed', async () => {
    // Prepare
    const table = await stack.newTable();
    forgetCatalogueCache();
    const writes = planWrites(stack.db, table);
    for (const id of ['a', 'b', 'c']) await writes.create(samplePlan({ id, basic_price: 1000 }));
    const snapshot = catalogueSnapshot(stack.db, table);
    const cold = await shardReads(stack.db, () => snapshot.entries());
    expect(cold).toHaveLength(catalogueKeys.shardCount);

    // Act
    const current = (await snapshot.entries()).find((e) => e.id === 'b');
    expect(current?.basicPrice).toBe(1000);
    const plan = samplePlan({ id: 'b', basic_price: 1000 });
    await writes.update({ ...plan }, { basic_price: 4200 }, '2026-11-01T00:00:00.000Z');
    let entries: Awaited<ReturnType<typeof snapshot.entries>> = [];
    const warm = await shardReads(stack.db, async () => {
      entries = await snapshot.entries();
    });

    // Assess
    expect(entries.find((e) => e.id === 'b')?.basicPrice).toBe(4200);
    expect(warm).toEqual([catalogueKeys.shardSk(shardOf('b'))]);
    expect(await shardReads(stack.db, () => snapshot.entries())).toEqual([]);
  });

  it('keeps a later revision when an older write of the same plan arrives late', async () => {
    const table = await stack.newTable();
    forgetCatalogueCache();
    const snapshot = catalogueSnapshot(stack.db, table);
    const item = (rev: number, downloads: number) => ({ ...samplePlan({ id: 'x', downloads }), rev });
    await snapshot.rebuild();
    await snapshot.put(item(5, 10));
    await snapshot.put(item(4, 3));

    expect((await snapshot.entries()).find((e) => e.id === 'x')?.downloads).toBe(10);
  });

  it('drops a deleted plan, and a plan created again under its id comes back', async () => {
    const table = await stack.newTable();
    forgetCatalogueCache();
    const writes = planWrites(stack.db, table);
    const counters = planCountersRepository(stack.db, table);
    await writes.create(samplePlan({ id: 'gone' }));
    await counters.incrementPlanDownloads('gone');
    await writes.remove('gone');
    const snapshot = catalogueSnapshot(stack.db, table);
    expect((await snapshot.entries()).map((e) => e.id)).toEqual([]);

    await writes.create(samplePlan({ id: 'gone', title: 'Back again' }));

    expect((await snapshot.entries()).map((e) => e.id)).toEqual(['gone']);
  });

  it('is built from the plan items when a table has none yet', async () => {
    const table = await stack.newTable();
    forgetCatalogueCache();
    const writes = planWrites(stack.db, table);
    await writes.create(samplePlan({ id: 'p1' }));
    // The snapshot's items are lost (a table restored without them): the next read builds them again.
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    await stack.db.send(
      new DeleteCommand({ TableName: table, Key: { pk: catalogueKeys.pk, sk: catalogueKeys.headSk } }),
    );
    forgetCatalogueCache();

    const entries = await catalogueSnapshot(stack.db, table).entries();

    expect(entries.map((e) => e.id)).toEqual(['p1']);
  });

  it('builds itself when plans were written before it existed, and a read-only function still answers', async () => {
    // Prepare: plans written straight to the table (as before the snapshot), then one through the repositories,
    // whose entry write starts a head that counts one shard but was never built.
    const table = await stack.newTable();
    forgetCatalogueCache();
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { toPlanItem } = await import('../../src/repositories/plan-item.ts');
    for (const id of ['old-1', 'old-2']) {
      await stack.db.send(new PutCommand({ TableName: table, Item: toPlanItem(samplePlan({ id })) }));
    }
    await planWrites(stack.db, table).create(samplePlan({ id: 'new-1' }));
    const readOnly = new Proxy(stack.db, {
      get(target, property, receiver) {
        if (property !== 'send') return Reflect.get(target, property, receiver);
        return (command: { constructor: { name: string } }) =>
          command.constructor.name === 'PutCommand'
            ? Promise.reject(new Error('AccessDeniedException'))
            : target.send(command as never);
      },
    });

    // Act and assess: the read-only function answers from the plan items, then a function that may write builds it.
    const fromItems = await catalogueSnapshot(readOnly, table).entries();
    expect(fromItems.map((e) => e.id).sort()).toEqual(['new-1', 'old-1', 'old-2']);
    const built = await catalogueSnapshot(stack.db, table).entries();
    expect(built.map((e) => e.id).sort()).toEqual(['new-1', 'old-1', 'old-2']);
  });

  it('keeps each status count on the head through creates, status changes, sales and deletes, as a rebuild counts', async () => {
    // Prepare
    const table = await stack.newTable();
    forgetCatalogueCache();
    const writes = planWrites(stack.db, table);
    const counters = planCountersRepository(stack.db, table);
    const snapshot = catalogueSnapshot(stack.db, table);
    await snapshot.rebuild();
    expect(await snapshot.counts()).toEqual({ active: 0, inactive: 0, draft: 0 });

    // Act
    for (const id of ['a', 'b', 'c']) await writes.create(samplePlan({ id }));
    await writes.create(samplePlan({ id: 'd', status: 'draft' }));
    await writes.update(samplePlan({ id: 'b' }), { status: 'inactive' }, '2026-11-01T00:00:00.000Z');
    await counters.incrementPlanDownloads('a');
    await writes.remove('c');
    await writes.remove('c');

    // Assess
    const kept = await snapshot.counts();
    expect(kept).toEqual({ active: 1, inactive: 1, draft: 1 });
    await snapshot.rebuild();
    expect(await snapshot.counts()).toEqual(kept);
  });
});
