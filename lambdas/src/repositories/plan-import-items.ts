import { PLAN_IMPORT_STATES, PlanImportRowState, type PlanImportState } from '@shop/shared/admin/plan-import';
import { PlanCreate } from '@shop/shared/admin/plan-write';
import { PACKAGES } from '@shop/shared/plans/plan';
import * as z from 'zod/mini';
import { entity } from '../db/entity.ts';
import { importKeys } from '../db/table-design.ts';
import type { FileRef, PlannedRow } from '../domain/admin/plan-import/plan-rows.ts';

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

const fileRef = (): z.ZodMiniType<FileRef> =>
  z.union([z.object({ upload: z.string() }), z.object({ stored: z.string() })]);

/**
 * A row's plan fields, checked again as a new plan's are: the import writes them into the plan as they are read, so a
 * row changed by hand fails here, naming the field, instead of storing a plan no form would accept.
 */
const plannedFields = (): z.ZodMiniType<PlannedRow['fields']> =>
  z.pipe(
    PlanCreate,
    z.transform(({ id: _id, image_url: _image, gallery_images: _gallery, plan_files: _files, ...fields }) => fields),
  );

const plannedRow = (): z.ZodMiniType<PlannedRow> =>
  z.object({
    line: z.number(),
    id: z.string(),
    action: z.enum(['create', 'update']),
    fields: plannedFields(),
    image: z.optional(fileRef()),
    gallery: z.array(fileRef()),
    files: z.record(z.enum(PACKAGES), z.array(fileRef())),
  });

/** An import job, one item per CSV import (stored without an entity name, as it always was). */
export const importJobEntity = entity<ImportJob, Pick<ImportJob, 'id'>>({
  what: 'plan import job',
  key: { partition: (job) => importKeys.pk(job.id), sort: () => importKeys.jobSk },
  schema: () =>
    z.object({
      id: z.string(),
      state: z.enum(PLAN_IMPORT_STATES),
      created_at: z.string(),
      created_by: z.string(),
      refused: z.record(z.string(), z.number()),
    }),
});

/** One checked CSV row of a job and its progress, in the job's partition by line (its `id` is the plan's). */
export const importRowEntity = entity<ImportRow, { importId: string; line: number }>({
  what: 'plan import row',
  key: { partition: (row) => importKeys.pk(row.importId), sort: (row) => importKeys.rowSk(row.line) },
  schema: () => z.extend(PlanImportRowState, { planned: plannedRow() }),
});
