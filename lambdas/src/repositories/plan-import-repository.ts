import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanImportState } from '@shop/shared/admin/plan-import';
import { putWhen, updateAlways } from '../db/conditional-writes.ts';
import { when } from '../db/conditions.ts';
import { readPartition } from '../db/paged-query.ts';
import { importKeys } from '../db/table-design.ts';
import { type ImportJob, type ImportRow, importJobEntity, importRowEntity } from './plan-import-items.ts';

export type { ImportJob, ImportRow };

/** Import jobs and their rows (table-design.ts importKeys): the progress a resumed import reads on from. */
export function planImports(db: DynamoDBDocumentClient, table: string) {
  const jobKey = (id: string) => importJobEntity.key({ id });
  const rowKey = (importId: string, line: number) => importRowEntity.key({ importId, line });
  return {
    async createJob(job: ImportJob): Promise<void> {
      await db.send(new PutCommand({ TableName: table, Item: importJobEntity.toItem(job) }));
    },

    async job(id: string): Promise<ImportJob | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: jobKey(id), ConsistentRead: true }));
      return Item ? importJobEntity.fromItem(Item) : undefined;
    },

    async setState(id: string, state: PlanImportState): Promise<void> {
      await updateAlways(db, table, jobKey(id), { set: { state } });
    },

    /** Every row of the job in line order (one Query, paged by the SDK). */
    async rows(id: string): Promise<ImportRow[]> {
      const items = await readPartition(db, table, {
        partition: importKeys.pk(id),
        sortBeginsWith: importKeys.rowPrefix,
        consistent: true,
      });
      return items.map(importRowEntity.fromItem);
    },

    async row(id: string, line: number): Promise<ImportRow | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: rowKey(id, line), ConsistentRead: true }));
      return Item ? importRowEntity.fromItem(Item) : undefined;
    },

    /** Writes a row as checked; a row already done is left as it is (a resumed import never undoes progress). */
    async putRow(id: string, row: ImportRow): Promise<void> {
      await putWhen(
        db,
        table,
        importRowEntity.toOwnedItem(row, { importId: id, line: row.line }),
        when('attribute_not_exists(#state) OR #state <> :done', { ':done': 'done' }),
      );
    },

    async markRow(id: string, line: number, state: 'pending' | 'done' | 'failed', error?: string): Promise<void> {
      await updateAlways(db, table, rowKey(id, line), {
        set: { state, error },
        remove: error === undefined ? ['error'] : [],
      });
    },
  };
}

export type PlanImports = ReturnType<typeof planImports>;
