import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PLAN_STATUSES, type PlanStatus } from '@shop/shared/plans/plan';
import { batchGetItems } from '../db/batch-get.ts';
import { updateAlways, updateExisting } from '../db/conditional-writes.ts';
import { when } from '../db/conditions.ts';
import { readPartition } from '../db/paged-query.ts';
import { catalogueKeys, planKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';
import { log } from '../observability/log.ts';
import { type CatalogueEntry, packEntry, toCatalogueEntry, unpackEntry } from './catalogue/catalogue-entry.ts';

/** The shard a plan's entry lives in: FNV-1a of the id, so every writer and reader agrees without a lookup. */
export function shardOf(planId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < planId.length; i += 1) {
    hash ^= planId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % catalogueKeys.shardCount;
}

const shards = Array.from({ length: catalogueKeys.shardCount }, (_, shard) => shard);
const headKey = () => tableKey(catalogueKeys.pk, catalogueKeys.headSk);
const shardKey = (shard: number) => tableKey(catalogueKeys.pk, catalogueKeys.shardSk(shard));
/** DynamoDB refuses items over 400 KB; a rebuild stops short of that with a message saying what to raise. */
const SHARD_BYTES_MAX = 380_000;

interface CachedShard {
  version: number;
  entries: CatalogueEntry[];
}

/** Shards read by this warm function, per table: a list request re-reads only those whose version moved. */
const cache = new Map<string, { shards: Map<number, CachedShard>; all: CatalogueEntry[] | undefined }>();

function localCache(table: string) {
  let local = cache.get(table);
  if (!local) {
    local = { shards: new Map(), all: undefined };
    cache.set(table, local);
  }
  return local;
}

/** Forgets what this function cached (tests start each case from a cold function). */
export function forgetCatalogueCache(): void {
  cache.clear();
}

function entriesOfShard(item: Record<string, unknown>): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith(catalogueKeys.entryPrefix)) continue;
    const entry = unpackEntry(name.slice(catalogueKeys.entryPrefix.length), value);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** The plan status a stored entry holds; none for a tombstone or no entry. */
function statusOf(stored: unknown): PlanStatus | undefined {
  const status = Array.isArray(stored) ? stored[1] : undefined;
  return (PLAN_STATUSES as readonly unknown[]).includes(status) ? (status as PlanStatus) : undefined;
}

const versionOf = (item: Record<string, unknown> | undefined, name: string) =>
  typeof item?.[name] === 'number' ? (item[name] as number) : 0;

export function catalogueSnapshot(db: DynamoDBDocumentClient, table: string) {
  /** Writes one plan's entry (or its tombstone) unless the shard already holds a later revision, then bumps the head. */
  async function write(planId: string, rev: number, stored: unknown[]): Promise<void> {
    const shard = shardOf(planId);
    const entry = catalogueKeys.entryAttribute(planId);
    // Only the entry's previous value comes back (a shard is up to 400 KB): its status moves the head's counts.
    const written = await updateExisting(
      db,
      table,
      shardKey(shard),
      { set: { [entry]: stored }, add: { ver: 1 } },
      when('attribute_not_exists(#entry) OR #entry[0] <= :rev', { ':rev': rev }, { '#entry': entry }),
      'UPDATED_OLD',
    );
    if (written === undefined) return; // a later write of this plan is already in
    // The condition lets one write at a time replace an entry, so each status change is counted exactly once.
    const from = statusOf(written[entry]);
    const to = statusOf(stored);
    const moves = from === to ? [] : [from && ([from, -1] as const), to && ([to, 1] as const)].filter((m) => !!m);
    await updateAlways(db, table, headKey(), {
      add: {
        [catalogueKeys.versionAttribute(shard)]: 1,
        ...Object.fromEntries(moves.map(([status, delta]) => [catalogueKeys.countAttribute(status), delta])),
      },
    });
  }

  /** Every plan's packed entry, grouped by shard, from the plan items (every status partition of the featured index). */
  async function collect(): Promise<Record<string, unknown>[]> {
    const grouped = shards.map(() => ({}) as Record<string, unknown>);
    for (const status of PLAN_STATUSES) {
      const items = await readPartition(db, table, {
        index: planKeys.featuredIndex,
        partition: planKeys.statusPartition(status),
      });
      for (const item of items) {
        const entry = toCatalogueEntry(item);
        (grouped[shardOf(entry.id)] as Record<string, unknown>)[catalogueKeys.entryAttribute(entry.id)] =
          packEntry(entry);
      }
    }
    return grouped;
  }

  return {
    /** Brings the plan's entry in step with the plan item a write just returned (any write: staff, sale, review). */
    put(item: Record<string, unknown>): Promise<void> {
      const entry = toCatalogueEntry(item);
      return write(entry.id, entry.rev, packEntry(entry));
    },

    /** Marks a deleted plan gone; the tombstone's revision keeps a late write of the old plan out. */
    remove(item: Record<string, unknown>): Promise<void> {
      const entry = toCatalogueEntry(item);
      return write(entry.id, entry.rev + 1, [entry.rev + 1, 'deleted']);
    },

    /**
     * Every plan's entry, as current as the head says: one small read when nothing changed since this function
     * last looked, plus the shards that did change. A table without a snapshot yet gets one built first.
     */
    async entries(): Promise<CatalogueEntry[]> {
      let head = (await db.send(new GetCommand({ TableName: table, Key: headKey() }))).Item;
      // Only a rebuild marks the head built: writes before the first build count versions but hold no other plan.
      if (!head?.built_at) {
        try {
          await this.rebuild();
        } catch (error) {
          // A function without write access (the public list on AWS) cannot store it: it answers from the plan
          // items themselves, as the list did before the snapshot, until the rebuild is run (docs/operations.md).
          log('warn', 'catalogue snapshot missing and not stored: reading the plan items', { error: String(error) });
          return (await collect()).flatMap((group) =>
            Object.entries(group).flatMap(
              ([name, value]) => unpackEntry(name.slice(catalogueKeys.entryPrefix.length), value) ?? [],
            ),
          );
        }
        head = (await db.send(new GetCommand({ TableName: table, Key: headKey(), ConsistentRead: true }))).Item;
      }
      const local = localCache(table);
      const held = local.shards;
      const stale = shards.filter(
        (shard) => (held.get(shard)?.version ?? -1) < versionOf(head, catalogueKeys.versionAttribute(shard)),
      );
      if (stale.length > 0) {
        const items = await batchGetItems(db, table, stale.map(shardKey));
        for (const item of items) {
          const shard = Number(String(item.sk).slice('SHARD#'.length));
          held.set(shard, { version: versionOf(item, 'ver'), entries: entriesOfShard(item) });
        }
        // A shard with no item yet holds no plan: empty at the head's version, so it is not asked for again until
        // a write counts its version up.
        for (const shard of stale) {
          const version = versionOf(head, catalogueKeys.versionAttribute(shard));
          if ((held.get(shard)?.version ?? -1) < version) held.set(shard, { version, entries: [] });
        }
        local.all = undefined;
      }
      local.all ??= shards.flatMap((shard) => held.get(shard)?.entries ?? []);
      return local.all;
    },

    /**
     * The entries of one shard, as current as the head says: the head and, when it moved, that one shard item, so
     * a caller that needs a slice of the catalogue (a sitemap part) reads a bounded amount whatever its size.
     */
    async shardEntries(shard: number): Promise<CatalogueEntry[]> {
      const head = (await db.send(new GetCommand({ TableName: table, Key: headKey() }))).Item;
      if (!head?.built_at) return (await this.entries()).filter((entry) => shardOf(entry.id) === shard);
      const local = localCache(table);
      const version = versionOf(head, catalogueKeys.versionAttribute(shard));
      const held = local.shards.get(shard);
      if (held && held.version >= version) return held.entries;
      const item = (await db.send(new GetCommand({ TableName: table, Key: shardKey(shard) }))).Item;
      const fresh = { version: Math.max(version, versionOf(item, 'ver')), entries: item ? entriesOfShard(item) : [] };
      local.shards.set(shard, fresh);
      local.all = undefined;
      return fresh.entries;
    },

    /**
     * How many plans of each status there are, from the head alone (one small read, whatever the catalogue's
     * size); nothing when the snapshot was built before the head kept counts (the next rebuild adds them).
     */
    async counts(): Promise<Record<PlanStatus, number> | undefined> {
      const head = (await db.send(new GetCommand({ TableName: table, Key: headKey() }))).Item;
      if (!head?.built_at) return undefined;
      const counts = PLAN_STATUSES.map((status) => head[catalogueKeys.countAttribute(status)]);
      if (!counts.every((count) => typeof count === 'number')) return undefined;
      return Object.fromEntries(PLAN_STATUSES.map((status, i) => [status, counts[i]])) as Record<PlanStatus, number>;
    },

    /**
     * Builds the whole snapshot from the plan items (every status partition of the featured index). For a table
     * that has none yet (first deploy, a fresh seed); later changes reach it through `put` and `remove`.
     */
    async rebuild(): Promise<{ plans: number; largestShardBytes: number }> {
      const grouped = await collect();
      const plans = grouped.reduce((sum, group) => sum + Object.keys(group).length, 0);
      // Versions start from the clock, so they only ever grow across rebuilds and every cached shard is re-read.
      const version = Date.now();
      let largestShardBytes = 0;
      for (const [shard, entries] of grouped.entries()) {
        const bytes = Buffer.byteLength(JSON.stringify(entries));
        largestShardBytes = Math.max(largestShardBytes, bytes);
        if (bytes > SHARD_BYTES_MAX) {
          throw new Error(`catalogue shard ${shard} holds ${bytes} bytes: raise catalogueKeys.shardCount`);
        }
      }
      await Promise.all(
        grouped.map((entries, shard) =>
          db.send(new PutCommand({ TableName: table, Item: { ...shardKey(shard), ...entries, ver: version } })),
        ),
      );
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...headKey(),
            ...Object.fromEntries(shards.map((shard) => [catalogueKeys.versionAttribute(shard), version])),
            ...Object.fromEntries(
              PLAN_STATUSES.map((status) => [
                catalogueKeys.countAttribute(status),
                grouped.reduce(
                  (sum, group) => sum + Object.values(group).filter((stored) => statusOf(stored) === status).length,
                  0,
                ),
              ]),
            ),
            built_at: new Date(version).toISOString(),
          },
        }),
      );
      log('info', 'catalogue snapshot rebuilt', { plans, largestShardBytes });
      return { plans, largestShardBytes };
    },
  };
}

export type CatalogueSnapshot = ReturnType<typeof catalogueSnapshot>;
