import type { ImportProblem, PlanImportReport, PlanImportState } from '@shop/shared/admin/plan-import';
import { PLAN_IMPORT_MESSAGES } from '@shop/shared/admin/plan-import';
import { NotFoundError } from '../../../errors/domain-errors.ts';
import { type ImportStaging, importObjectKeys } from '../../../repositories/import-staging.ts';
import type { ImportRow, PlanImports } from '../../../repositories/plan-import-repository.ts';
import type { PlansById } from '../../../repositories/plans-by-id.ts';
import { parsePlanCsv } from './plan-csv.ts';
import { checkPlanRows, type PlannedRow } from './plan-rows.ts';

export interface PlanImportReadDeps {
  imports: PlanImports;
  staging: ImportStaging;
  plansById: PlansById;
}

/**
 * The dry run: reads the uploaded CSV and the list of uploaded files, and checks every row against them and the
 * plans already stored (an existing id is an update). Writes nothing.
 */
export async function dryRunImport(
  deps: PlanImportReadDeps,
  id: string,
): Promise<{ planned: PlannedRow[]; problems: ImportProblem[] }> {
  const job = await deps.imports.job(id);
  if (!job) throw new NotFoundError(PLAN_IMPORT_MESSAGES.unknownImport);
  const [text, uploaded] = await Promise.all([deps.staging.readText(importObjectKeys.csv(id)), deps.staging.files(id)]);
  if (text === undefined)
    return { planned: [], problems: [{ line: 1, field: '', message: 'The CSV was not uploaded' }] };
  const parsed = parsePlanCsv(text);
  const ids = parsed.rows
    .map((row) => (row.cells.id ?? '').trim())
    .filter((value) => /^[A-Za-z0-9_-]{1,64}$/.test(value));
  const existing = await deps.plansById(ids);
  // Files refused at upload keep their declared size, so a too-large file is reported as such, not as missing.
  const inventory = new Map([...Object.entries(job.refused), ...uploaded]);
  const checked = checkPlanRows(id, parsed.rows, existing, inventory);
  return { planned: checked.planned, problems: [...parsed.problems, ...checked.problems] };
}

export function reportOf(
  id: string,
  state: PlanImportState,
  rows: readonly Omit<ImportRow, 'planned'>[],
  problems: ImportProblem[] = [],
): PlanImportReport {
  const count = (wanted: string) => rows.filter((row) => row.state === wanted).length;
  return {
    id,
    state,
    problems,
    rows: rows.map(({ line, id: planId, title, action, state: rowState, error }) => ({
      line,
      id: planId,
      title,
      action,
      state: rowState,
      ...(error ? { error } : {}),
    })),
    done: count('done'),
    failed: count('failed'),
    pending: count('pending'),
  };
}

export function rowOf(planned: PlannedRow): ImportRow {
  return {
    line: planned.line,
    id: planned.id,
    title: planned.fields.title,
    action: planned.action,
    state: 'pending',
    planned,
  };
}

/** A dry run's report: every problem, and the rows that would be imported. */
export async function dryRunReport(deps: PlanImportReadDeps, id: string): Promise<PlanImportReport> {
  const { planned, problems } = await dryRunImport(deps, id);
  return reportOf(id, 'uploaded', planned.map(rowOf), problems);
}

/** A started import's progress from its rows; before the start, the dry run's report. */
export async function planImportProgress(deps: PlanImportReadDeps, id: string): Promise<PlanImportReport> {
  const job = await deps.imports.job(id);
  if (!job) throw new NotFoundError(PLAN_IMPORT_MESSAGES.unknownImport);
  if (job.state === 'uploaded') return dryRunReport(deps, id);
  const rows = await deps.imports.rows(id);
  const finished = rows.every((row) => row.state !== 'pending');
  return reportOf(id, finished ? 'finished' : 'running', rows);
}
