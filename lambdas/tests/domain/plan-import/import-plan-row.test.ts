import type { AdminPlan } from '@shop/shared/plans/plan';
import { describe, expect, it } from 'vitest';
import { type ImportPlanRowDeps, importPlanRow } from '../../../src/domain/admin/plan-import/import-plan-row.ts';
import type { ImportRow } from '../../../src/repositories/plan-import-repository.ts';
import { plannedVillaRow } from '../../support/planned-villa-row.ts';

const IMPORT = '0b5c4a52-6f1e-4d55-9a44-3f2a6f0c1d11';
const CALLER = { sub: 'admin-ama', groups: ['admin'] };

const planned = plannedVillaRow([{ upload: 'side.png' }]);

/** Buckets as sets of keys; copying an original under uploads/ makes its variants, as the picture Lambda does. */
function world(options: { createAnswers?: boolean } = {}) {
  const objects = { images: new Set<string>(), planFiles: new Set<string>() };
  const rows = new Map<number, ImportRow>([
    [2, { line: 2, id: 'new-villa', title: 'Villa Nima', action: 'create', state: 'pending', planned }],
  ]);
  const plans = new Map<string, AdminPlan>();
  let clock = Date.parse('2026-11-28T10:00:00Z');
  const bucket = (name: string) => (name === 'images' ? objects.images : objects.planFiles);
  const stored = (set: Set<string>) => ({
    firstBytes: async (key: string) => (set.has(key) ? new TextEncoder().encode('%PDF-1.4') : undefined),
    exists: async (key: string) => set.has(key),
    remove: async (keys: readonly string[]) => {
      for (const key of keys) set.delete(key);
    },
  });
  const deps: ImportPlanRowDeps = {
    imports: {
      row: async (_id: string, line: number) => rows.get(line),
      markRow: async (_id: string, line: number, state: 'done' | 'failed', error?: string) => {
        rows.set(line, { ...(rows.get(line) as ImportRow), state, ...(error ? { error } : {}) });
      },
    } as never,
    staging: {
      copy: async (_from: string, toBucket: string, toKey: string) => {
        bucket(toBucket).add(toKey);
        const original = /^uploads\/plans\/([^/]+)\/([^.]+)\.\w+$/.exec(toKey);
        if (original) {
          for (const width of [320, 1600])
            objects.images.add(`images/plans/${original[1]}/${original[2]}/${width}.jpg`);
        }
      },
    } as never,
    buckets: { images: 'images', planFiles: 'planFiles' },
    images: stored(objects.images),
    planFiles: stored(objects.planFiles),
    writes: {
      create: async (plan: AdminPlan) => {
        if (options.createAnswers === false) return false;
        plans.set(plan.id, plan);
        return true;
      },
    } as never,
    plansById: async (ids) => new Map(ids.flatMap((id) => (plans.has(id) ? [[id, plans.get(id) as AdminPlan]] : []))),
    audit: { record: async () => {} } as never,
    now: () => new Date(clock),
    pictureWait: { timeoutMs: 2000, delayMs: 1000 },
    sleep: async (ms: number) => {
      clock += ms;
    },
  };
  return { deps, objects, rows, plans };
}

describe('importing one row', () => {
  it('puts its pictures through the pipeline, copies its files and writes the plan; a second run changes nothing', async () => {
    const { deps, objects, rows, plans } = world();

    const first = await importPlanRow(deps, CALLER, IMPORT, 2);
    const second = await importPlanRow(deps, CALLER, IMPORT, 2);

    expect([first, second]).toEqual(['done', 'skipped']);
    const plan = plans.get('new-villa');
    expect(plan?.image_url).toMatch(/^\/images\/plans\/new-villa\/imp-[0-9a-f]{32}\/1600\.jpg$/);
    expect(plan?.gallery_images).toHaveLength(1);
    expect(plan?.plan_files.basic).toEqual(['plans/new-villa/basic/nima.pdf']);
    expect(objects.planFiles.has('plans/new-villa/basic/nima.pdf')).toBe(true);
    expect(rows.get(2)?.state).toBe('done');
  });

  it('leaves nothing behind when the plan write fails: no plan, no picture, no file', async () => {
    const { deps, objects, rows, plans } = world({ createAnswers: false });

    const outcome = await importPlanRow(deps, CALLER, IMPORT, 2);

    expect(outcome).toBe('failed');
    expect(plans.size).toBe(0);
    expect([...objects.images]).toEqual([]);
    expect([...objects.planFiles]).toEqual([]);
    expect(rows.get(2)).toMatchObject({ state: 'failed', error: 'A plan with this id already exists' });
  });

  it('gives a row up, removing what it placed, when a picture never becomes ready', async () => {
    const { deps, objects, rows } = world();
    deps.staging = {
      copy: async (_f: string, to: string, key: string) =>
        void (to === 'images' ? objects.images : objects.planFiles).add(key),
    } as never;

    const outcome = await importPlanRow(deps, CALLER, IMPORT, 2);

    expect(outcome).toBe('failed');
    expect(rows.get(2)?.error).toContain('front.jpg');
    expect([...objects.planFiles]).toEqual([]);
    expect([...objects.images].filter((key) => key.startsWith('uploads/'))).toEqual([]);
  });
});
