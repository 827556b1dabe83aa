import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFileVersionsRepository } from '../../src/repositories/plan-file-versions-repository.ts';
import { startDynalite } from '../support/dynalite-table.ts';

/*
 * The plan file versions repository on dynalite: the version items and order markers as stored (attribute by
 * attribute), the one-claim-per-file rule and the guarded rewrite of the plan's file list.
 */

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(async () => {
  await dynalite.stop();
});

const OLD = 'plans/villa-01/basic/floor.pdf';
const NEW = 'plans/villa-01/basic/v2/floor.pdf';

async function open() {
  const table = await dynalite.newTable();
  const raw = async (pk: string, sk: string) =>
    (await dynalite.db.send(new GetCommand({ TableName: table, Key: { pk, sk } }))).Item;
  await dynalite.db.send(
    new PutCommand({
      TableName: table,
      Item: { pk: 'PLAN#villa-01', sk: 'PLAN', plan_files: { basic: [OLD, 'b.pdf'], standard: [], premium: [] } },
    }),
  );
  return { versions: planFileVersionsRepository(dynalite.db, table), raw };
}

describe('the plan file versions repository on the table', () => {
  it('records a revision: the old file claimed once, the new version, and the plan list while it still holds', async () => {
    const { versions, raw } = await open();

    expect(await versions.claimReplacement('villa-01', OLD, NEW, 'basic', 't1')).toBe(true);
    expect(await versions.claimReplacement('villa-01', OLD, 'other.pdf', 'basic', 't2')).toBe(false);
    await versions.recordNewVersion('villa-01', NEW, OLD, 'basic', 't1', 'kofi@example.com');

    expect(await raw('PLAN#villa-01', `FILE#${OLD}`)).toEqual({
      pk: 'PLAN#villa-01',
      sk: `FILE#${OLD}`,
      entity: 'file-version',
      key: OLD,
      tier: 'basic',
      replaced_by: NEW,
      replaced_at: 't1',
    });
    expect(await raw('PLAN#villa-01', `FILE#${NEW}`)).toEqual({
      pk: 'PLAN#villa-01',
      sk: `FILE#${NEW}`,
      entity: 'file-version',
      key: NEW,
      tier: 'basic',
      replaces: OLD,
      uploaded_at: 't1',
      uploaded_by: 'kofi@example.com',
    });

    expect(await versions.replaceInPlanFiles('villa-01', 'basic', OLD, [OLD], [NEW, 'b.pdf'])).toBe(false);
    expect(await versions.replaceInPlanFiles('villa-01', 'basic', OLD, [OLD, 'b.pdf'], [NEW, 'b.pdf'])).toBe(true);
    expect(await versions.planFiles('villa-01')).toEqual({ basic: [NEW, 'b.pdf'], standard: [], premium: [] });
    expect(await versions.replaceInPlanFiles('villa-01', 'basic', OLD, [NEW, 'b.pdf'], [])).toBe(false);
  });

  it('takes a claim back, so the file can be claimed again', async () => {
    const { versions, raw } = await open();
    await versions.claimReplacement('villa-01', OLD, NEW, 'basic', 't1');

    await versions.undoReplacement('villa-01', OLD);

    expect(await raw('PLAN#villa-01', `FILE#${OLD}`)).not.toHaveProperty('replaced_by');
    expect(await versions.claimReplacement('villa-01', OLD, NEW, 'basic', 't3')).toBe(true);
  });

  it("counts each order's receipt of a version once, and claims one notice per order", async () => {
    const { versions, raw } = await open();

    await versions.countReceipt('villa-01', 'order-1', OLD, 'basic', 't1');
    await versions.countReceipt('villa-01', 'order-1', OLD, 'basic', 't2');
    await versions.countReceipt('villa-01', 'order-2', OLD, 'basic', 't3');

    expect(await raw('ORDER#order-1', `RECEIVED#${OLD}`)).toEqual({
      pk: 'ORDER#order-1',
      sk: `RECEIVED#${OLD}`,
      entity: 'file-receipt',
      at: 't1',
    });
    expect(await raw('PLAN#villa-01', `FILE#${OLD}`)).toEqual({
      pk: 'PLAN#villa-01',
      sk: `FILE#${OLD}`,
      entity: 'file-version',
      key: OLD,
      tier: 'basic',
      buyers: 2,
    });
    expect(await versions.list('villa-01')).toEqual([{ key: OLD, tier: 'basic', buyers: 2 }]);

    expect(await versions.claimNotice('order-1', NEW, 't4')).toBe(true);
    expect(await versions.claimNotice('order-1', NEW, 't5')).toBe(false);
    expect(await raw('ORDER#order-1', `NOTICE#${NEW}`)).toEqual({
      pk: 'ORDER#order-1',
      sk: `NOTICE#${NEW}`,
      entity: 'file-notice',
      at: 't4',
    });
  });
});
