import { PLAN_IMPORT_MESSAGES, type PlanImportReport } from '@shop/shared/admin/plan-import';
import { InvalidInputError, NotFoundError } from '../../../errors/domain-errors.ts';
import { dryRunImport, type PlanImportReadDeps, reportOf, rowOf } from './plan-import-report.ts';

/** Rows and tasks written at once: each is one small write, answered in parallel. */
const TASKS_AT_ONCE = 16;

/**
 * Starts, or resumes, an import. The first start checks everything again (the files may have changed since the dry
 * run) and refuses while any problem remains; it then records every row as pending. Each start hands every row not
 * yet done to the worker, one task object per row, so a resumed import skips the done rows and retries the rest.
 */
export async function startPlanImport(deps: PlanImportReadDeps, id: string): Promise<PlanImportReport> {
  const job = await deps.imports.job(id);
  if (!job) throw new NotFoundError(PLAN_IMPORT_MESSAGES.unknownImport);
  if (job.state === 'uploaded') {
    const { planned, problems } = await dryRunImport(deps, id);
    if (problems.length || !planned.length) {
      throw new InvalidInputError(problems.length ? PLAN_IMPORT_MESSAGES.notReady : 'The CSV holds no plan');
    }
    for (let start = 0; start < planned.length; start += TASKS_AT_ONCE) {
      await Promise.all(planned.slice(start, start + TASKS_AT_ONCE).map((row) => deps.imports.putRow(id, rowOf(row))));
    }
    await deps.imports.setState(id, 'running');
  }
  const stored = await deps.imports.rows(id);
  // Failed rows are tried again: pending until the worker has run them, so progress never reads as finished early.
  for (const row of stored.filter((candidate) => candidate.state === 'failed')) {
    await deps.imports.markRow(id, row.line, 'pending');
  }
  const rows = stored.map((row) =>
    row.state === 'failed' ? { ...row, state: 'pending' as const, error: undefined } : row,
  );
  const todo = rows.filter((row) => row.state !== 'done');
  for (let start = 0; start < todo.length; start += TASKS_AT_ONCE) {
    await Promise.all(todo.slice(start, start + TASKS_AT_ONCE).map((row) => deps.staging.putTask(id, row.line)));
  }
  return reportOf(id, todo.length ? 'running' : 'finished', rows);
}
