import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanImportRowState, PlanImportState } from '@shop/shared/admin/plan-import';
import { putWhen, updateAlways } from '../db/conditional-writes.ts';
import { when } from '../db/conditions.ts';
import { readPartition } from '../db/paged-query.ts';
import { importKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';
import type { PlannedRow } from '../domain/admin/plan-import/plan-rows.ts';

export interface ImportJob {
  id: string;
  state: PlanImportState;
  created_at: string;
  created_by: string;
  /** Files refused at upload (too large or of no accepted type), by name with the size staff declared. */
  refused: Record<string, number>;
}

export interface ImportRow extends PlanImportRowState {
  planned: PlannedRow;
}

/** Import jobs and their rows (table-design.ts importKeys): the progress a resumed import reads on from. */
export function planImports(db: DynamoDBDocumentClient, table: string) {
  const jobKey = (id: string) => tableKey(importKeys.pk(id), importKeys.jobSk);
  const rowKey = (id: string, line: number) => tableKey(importKeys.pk(id), importKeys.rowSk(line));
  return {
    async createJob(job: ImportJob): Promise<void> {
      await db.send(new PutCommand({ TableName: table, Item: { ...jobKey(job.id), ...job } }));
    },

    async job(id: string): Promise<ImportJob | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: jobKey(id), ConsistentRead: true }));
      if (!Item) return undefined;
      const { pk: _pk, sk: _sk, ...job } = Item;
      return job as ImportJob;
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
      return items.map(({ pk: _pk, sk: _sk, ...row }) => row as unknown as ImportRow);
    },

    async row(id: string, line: number): Promise<ImportRow | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: rowKey(id, line), ConsistentRead: true }));
      if (!Item) return undefined;
      const { pk: _pk, sk: _sk, ...row } = Item;
      return row as ImportRow;
    },

    /** Writes a row as checked; a row already done is left as it is (a resumed import never undoes progress). */
    async putRow(id: string, row: ImportRow): Promise<void> {
      await putWhen(
        db,
        table,
        { ...rowKey(id, row.line), ...row },
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
