import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { EmulatorClients } from '../../local/emulators/emulator-clients.ts';
import type { RunningStack } from '../../local/stack.ts';

/** Every table item (by key, as JSON) and every stored object key. A Scan is fine here: this is a test. */
export type StoreSnapshot = Map<string, string>;

export async function snapshotStore(stack: RunningStack, clients: EmulatorClients): Promise<StoreSnapshot> {
  const snapshot: StoreSnapshot = new Map();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await clients.documents.send(
      new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) snapshot.set(`table ${item.pk} | ${item.sk}`, JSON.stringify(item));
    start = page.LastEvaluatedKey;
  } while (start);
  for (const bucket of Object.values(stack.buckets)) {
    let token: string | undefined;
    do {
      const page = await clients.s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) snapshot.set(`s3 ${bucket}/${object.Key}`, String(object.ETag));
      token = page.NextContinuationToken;
    } while (token);
  }
  return snapshot;
}

/** Keys added, removed or changed between two snapshots. */
export function storeChanges(before: StoreSnapshot, after: StoreSnapshot): string[] {
  const changes: string[] = [];
  for (const [key, value] of after) {
    if (!before.has(key)) changes.push(`added ${key}`);
    else if (before.get(key) !== value) changes.push(`changed ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) changes.push(`removed ${key}`);
  return changes;
}
