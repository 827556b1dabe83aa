import * as z from 'zod/mini';
import { fileSize, IMAGE_MAX_BYTES, PLAN_FILE_MAX_BYTES, PresignedUpload } from '../accounts/uploads.ts';
import { lazySchema } from '../lazy-schema.ts';
import { rejectUnknownFields } from '../validation.ts';

/**
 * The plans CSV, one row per plan: every field of the plan form, in the order export writes them. Pictures and
 * files are named by file name (matched to the files uploaded with the CSV) or, for what a plan already has, by
 * its stored address or key, as export writes them. Several names in one cell are separated by `|`.
 */
export const PLAN_CSV_COLUMNS = [
  'id',
  'title',
  'description',
  'title_fr',
  'description_fr',
  'plan_type',
  'bedrooms',
  'bathrooms',
  'area_sqm',
  'footprint_width_m',
  'footprint_depth_m',
  'basic_price',
  'standard_price',
  'premium_price',
  'featured',
  'status',
  'image',
  'gallery_images',
  'basic_files',
  'standard_files',
  'premium_files',
] as const;
export type PlanCsvColumn = (typeof PLAN_CSV_COLUMNS)[number];

export const PLAN_CSV_LIST_SEPARATOR = '|';

/** A row task object under this prefix of the plan-files bucket invokes the import worker (its S3 event). */
export const PLAN_IMPORT_TASKS_PREFIX = 'plan-imports/tasks/';
/** The import worker's handler module under lambdas/src/handlers. */
export const PLAN_IMPORT_HANDLER = 'admin/plan-import/import-plan-rows';

/** Rows a CSV may hold: a large catalogue in one go, small enough for a dry run to answer within seconds. */
export const PLAN_IMPORT_ROWS_MAX = 2000;
/** Files uploaded with one CSV: three pictures and a few files per plan for a few hundred plans. */
export const PLAN_IMPORT_FILES_MAX = 5000;
export const PLAN_IMPORT_CSV_MAX_BYTES = 20 * 1024 * 1024;
export const PLAN_IMPORT_LIMITS = { image: IMAGE_MAX_BYTES, planFile: PLAN_FILE_MAX_BYTES } as const;

/** One problem of a dry run: the CSV line (1 is the header) and the column it is about. */
export const ImportProblem = lazySchema(() => z.object({ line: z.number(), field: z.string(), message: z.string() }));
export type ImportProblem = z.infer<typeof ImportProblem>;

const fileName = lazySchema(() =>
  z.string().check(
    z.minLength(1, { error: 'Every file needs a name' }),
    z.maxLength(200, { error: 'File names must be at most 200 characters' }),
    z.refine((name) => !/[\\/]/.test(name) && name !== '.' && name !== '..', {
      error: 'File names must not hold folders',
    }),
  ),
);

/** POST /api/admin/plan-imports: what staff are about to upload; the answer holds one presigned POST per file. */
export const PlanImportRequest = lazySchema(() =>
  z.strictObject(
    {
      csv: z.strictObject(
        {
          name: fileName,
          size: fileSize(PLAN_IMPORT_CSV_MAX_BYTES, {
            tooLarge: 'The CSV must be 20MB or smaller',
            empty: 'The CSV is empty',
          }),
        },
        rejectUnknownFields,
      ),
      files: z
        .array(z.strictObject({ name: fileName, size: z.number().check(z.int(), z.gte(0)) }, rejectUnknownFields))
        .check(z.maxLength(PLAN_IMPORT_FILES_MAX, { error: `At most ${PLAN_IMPORT_FILES_MAX} files per import` })),
    },
    rejectUnknownFields,
  ),
);
export type PlanImportRequest = z.infer<typeof PlanImportRequest>;

export const PlanImportUploads = lazySchema(() =>
  z.object({
    id: z.string(),
    csv: PresignedUpload,
    /**
     * One presigned POST per file the import can use (pictures and plan files of an accepted type and size); files
     * left out are reported by the dry run where the CSV names them.
     */
    files: z.array(z.extend(PresignedUpload, { name: z.string() })),
  }),
);
export type PlanImportUploads = z.infer<typeof PlanImportUploads>;

export const PlanImportParams = lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, { error: 'id must be an import id' })),
  }),
);

export const PLAN_IMPORT_STATES = ['uploaded', 'running', 'finished'] as const;
export type PlanImportState = (typeof PLAN_IMPORT_STATES)[number];

export const PlanImportRowState = lazySchema(() =>
  z.object({
    line: z.number(),
    id: z.string(),
    title: z.string(),
    action: z.enum(['create', 'update']),
    state: z.enum(['pending', 'done', 'failed']),
    error: z.optional(z.string()),
  }),
);
export type PlanImportRowState = z.infer<typeof PlanImportRowState>;

/** A dry run's answer, and a started import's progress: the rows and every problem found. */
export const PlanImportReport = lazySchema(() =>
  z.object({
    id: z.string(),
    state: z.enum(PLAN_IMPORT_STATES),
    problems: z.array(ImportProblem),
    rows: z.array(PlanImportRowState),
    /** Rows imported, failed and still to do (a started import). */
    done: z.number(),
    failed: z.number(),
    pending: z.number(),
  }),
);
export type PlanImportReport = z.infer<typeof PlanImportReport>;

export const PLAN_IMPORT_MESSAGES = {
  notReady: 'Fix every problem the dry run reports before importing',
  unknownImport: 'No such import',
} as const;
