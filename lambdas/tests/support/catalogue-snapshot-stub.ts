import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AwsStub } from 'aws-sdk-client-mock';
import { catalogueKeys } from '../../src/db/table-design.ts';
import { packEntry, toCatalogueEntry } from '../../src/repositories/catalogue/catalogue-entry.ts';
import { forgetCatalogueCache, shardOf } from '../../src/repositories/catalogue-snapshot.ts';

/**
 * Answers the catalogue reads of a list or sitemap request from the given plan items, as the table would hold
 * them: the snapshot head, its shards (each plan's entry in its shard), and the plans themselves by key.
 */
// biome-ignore lint/suspicious/noExplicitAny: the stub's input and output types differ per client
export function serveCatalogue(db: AwsStub<any, any, any>, items: Record<string, unknown>[]) {
  forgetCatalogueCache();
  const shards = new Map<string, Record<string, unknown>>();
  for (let shard = 0; shard < catalogueKeys.shardCount; shard += 1) {
    shards.set(catalogueKeys.shardSk(shard), { pk: catalogueKeys.pk, sk: catalogueKeys.shardSk(shard), ver: 1 });
  }
  for (const item of items) {
    const entry = toCatalogueEntry(item);
    const shard = shards.get(catalogueKeys.shardSk(shardOf(entry.id))) as Record<string, unknown>;
    shard[catalogueKeys.entryAttribute(entry.id)] = packEntry(entry);
  }
  const head = { pk: catalogueKeys.pk, sk: catalogueKeys.headSk, built_at: '2026-11-01T00:00:00.000Z' };
  for (let shard = 0; shard < catalogueKeys.shardCount; shard += 1) {
    Object.assign(head, { [catalogueKeys.versionAttribute(shard)]: 1 });
  }
  db.on(GetCommand, { Key: { pk: catalogueKeys.pk, sk: catalogueKeys.headSk } }).resolves({ Item: head });
  for (const [sk, shard] of shards) db.on(GetCommand, { Key: { pk: catalogueKeys.pk, sk } }).resolves({ Item: shard });
  db.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Record<string, string>[] }> }) => {
    const [table, request] = Object.entries(input.RequestItems)[0] as [string, { Keys: Record<string, string>[] }];
    const found = request.Keys.flatMap((key) => {
      if (key.pk === catalogueKeys.pk) return [shards.get(key.sk as string) as Record<string, unknown>];
      const item = items.find((candidate) => candidate.pk === key.pk && candidate.sk === key.sk);
      return item ? [item] : [];
    });
    return { Responses: { [table]: found } };
  });
}

/** The plan keys a request read one by one (BatchGet), leaving the snapshot's own items aside. */
// biome-ignore lint/suspicious/noExplicitAny: the stub's input and output types differ per client
export function planKeysRead(db: AwsStub<any, any, any>): string[] {
  return db
    .commandCalls(BatchGetCommand)
    .flatMap((call) => Object.values(call.args[0].input.RequestItems ?? {}))
    .flatMap((request) => (request as { Keys: Record<string, string>[] }).Keys)
    .filter((key) => key.pk !== catalogueKeys.pk)
    .map((key) => key.pk as string);
}
