import { PLAN_CSV_COLUMNS, type PlanImportReport } from '@shop/shared/admin/plan-import';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page-header.tsx';
import { AdminTable } from '../../../components/admin/admin-table.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  dryRunPlanImport,
  planImportProgressOptions,
  startPlanImport,
  uploadPlanImport,
  usePlanImportProgress,
} from '../api/plan-import.ts';
import { ImportZipError, readImportZip } from '../utils/import-zip.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'unpacking' }
  | { kind: 'uploading'; sent: number; total: number }
  | { kind: 'checking' };

const failureText = (error: unknown) =>
  error instanceof ImportZipError || (error instanceof ApiError && error.status < 500)
    ? error.message
    : 'Something went wrong; try again.';

/**
 * /admin/plans/import: choose the CSV and the plans' pictures and files, upload them straight to storage, read the
 * dry run's report, then start the import and follow it; an import with failed rows can be resumed. The import's
 * id is kept in the address, so a reload or another visit finds it again.
 */
export function PlanImportPage() {
  const [search, setSearch] = useSearchParams();
  const id = search.get('id') ?? undefined;
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState<File | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [zip, setZip] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [dryRun, setDryRun] = useState<PlanImportReport | null>(null);
  const [error, setError] = useState('');
  const [starting, setStarting] = useState(false);
  const progress = usePlanImportProgress(dryRun?.state === 'uploaded' ? undefined : id);
  const report = progress.data && progress.data.state !== 'uploaded' ? progress.data : dryRun;

  const check = async () => {
    if (!csv && !zip) return;
    setError('');
    setDryRun(null);
    try {
      setStep({ kind: 'unpacking' });
      // A ZIP is unpacked here, in the browser, so its files take the same presigned POSTs as chosen files.
      const chosen = zip ? await readImportZip(zip) : { csv: csv as File, files };
      setStep({ kind: 'uploading', sent: 0, total: chosen.files.length + 1 });
      const importId = await uploadPlanImport(chosen.csv, chosen.files, (sent, total) =>
        setStep({ kind: 'uploading', sent, total }),
      );
      setStep({ kind: 'checking' });
      setDryRun(await dryRunPlanImport(importId));
      setSearch({ id: importId }, { replace: true });
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setStep({ kind: 'idle' });
    }
  };

  const start = async () => {
    if (!id) return;
    setStarting(true);
    setError('');
    try {
      const started = await startPlanImport(id);
      setDryRun(null);
      queryClient.setQueryData(planImportProgressOptions(id).queryKey, started);
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans.all });
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setStarting(false);
    }
  };

  const busy = step.kind !== 'idle';
  const running = report && report.state !== 'uploaded';
  return (
    <AdminPage
      title="Import Plans"
      summary="Bring in many plans at once from a CSV, with their pictures and files."
      actions={
        <ButtonLink to={paths.adminPlans.getHref()} variant="outline">
          Back to Plans
        </ButtonLink>
      }
    >
      <section className="admin-import-step" aria-labelledby="import-files-heading">
        <h2 id="import-files-heading">1. Choose the CSV and the files</h2>
        <p className="muted">
          One row per plan, with the columns {PLAN_CSV_COLUMNS.join(', ')}. Name pictures and plan files by their file
          name (several separated by |); Export Plans writes a CSV in this format.
        </p>
        <div className="field">
          <label htmlFor="import-csv" className="field-label">
            Plans CSV
          </label>
          <input
            id="import-csv"
            type="file"
            accept=".csv,text/csv"
            className="input"
            onChange={(event) => setCsv(event.target.files?.[0] ?? null)}
          />
        </div>
        <div className="field">
          <label htmlFor="import-files" className="field-label">
            Pictures and plan files
          </label>
          <input
            id="import-files"
            type="file"
            multiple
            className="input"
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
          />
        </div>
        <div className="field">
          <label htmlFor="import-zip" className="field-label">
            Or one ZIP of the CSV and the files
          </label>
          <input
            id="import-zip"
            type="file"
            accept=".zip,application/zip"
            className="input"
            aria-describedby="import-zip-hint"
            onChange={(event) => setZip(event.target.files?.[0] ?? null)}
          />
          <p id="import-zip-hint" className="muted">
            Files in folders are matched by their name alone. A ZIP replaces the CSV and files chosen above.
          </p>
        </div>
        <button
          type="button"
          className="button button-primary"
          disabled={!(csv || zip) || busy}
          aria-busy={busy}
          onClick={() => void check()}
        >
          {step.kind === 'unpacking'
            ? 'Unpacking the ZIP...'
            : step.kind === 'uploading'
              ? `Uploading ${step.sent} of ${step.total}...`
              : step.kind === 'checking'
                ? 'Checking...'
                : 'Upload and Check'}
        </button>
      </section>

      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}

      {report && !running ? <DryRunReport report={report} starting={starting} onStart={() => void start()} /> : null}
      {report && running ? <ImportProgress report={report} starting={starting} onResume={() => void start()} /> : null}
    </AdminPage>
  );
}

function DryRunReport({
  report,
  starting,
  onStart,
}: {
  report: PlanImportReport;
  starting: boolean;
  onStart: () => void;
}) {
  const count = report.problems.length;
  return (
    <section className="admin-import-step" aria-labelledby="import-check-heading">
      <h2 id="import-check-heading">2. Dry run</h2>
      {count ? (
        <>
          <p role="status">
            {count === 1 ? '1 problem' : `${count} problems`} found. Nothing was imported: fix the CSV or the files and
            check again.
          </p>
          <AdminTable columns={['Line', 'Field', 'Problem']}>
            {report.problems.map((problem) => (
              <tr key={`${problem.line}-${problem.field}-${problem.message}`}>
                <td data-label="Line">{problem.line}</td>
                <td data-label="Field">{problem.field || '–'}</td>
                <td data-label="Problem">{problem.message}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      ) : (
        <>
          <p role="status">
            No problems: {report.rows.length === 1 ? '1 plan' : `${report.rows.length} plans`} ready to import (
            {report.rows.filter((row) => row.action === 'create').length} new,{' '}
            {report.rows.filter((row) => row.action === 'update').length} updated).
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={starting || !report.rows.length}
            aria-busy={starting}
            onClick={onStart}
          >
            {starting ? 'Starting...' : 'Start Import'}
          </button>
        </>
      )}
    </section>
  );
}

function ImportProgress({
  report,
  starting,
  onResume,
}: {
  report: PlanImportReport;
  starting: boolean;
  onResume: () => void;
}) {
  const total = report.rows.length;
  const failed = report.rows.filter((row) => row.state === 'failed');
  return (
    <section className="admin-import-step" aria-labelledby="import-progress-heading">
      <h2 id="import-progress-heading">3. Import</h2>
      <progress max={total} value={report.done + report.failed} aria-label="Import progress" />
      <p role="status">
        {report.done} of {total} imported
        {report.failed ? `, ${report.failed} failed` : ''}
        {report.pending ? `, ${report.pending} to go` : ''}.
        {report.pending === 0 && report.failed === 0 ? ' Import complete.' : ''}
      </p>
      {failed.length ? (
        <>
          <AdminTable columns={['Line', 'Plan', 'Problem']}>
            {failed.map((row) => (
              <tr key={row.line}>
                <td data-label="Line">{row.line}</td>
                <td data-label="Plan">{row.title}</td>
                <td data-label="Problem">{row.error}</td>
              </tr>
            ))}
          </AdminTable>
          <p className="muted">
            Failed plans left nothing behind. Resume tries them again; plans already imported are skipped.
          </p>
        </>
      ) : null}
      {report.pending === 0 && report.failed ? (
        <button type="button" className="button button-primary" disabled={starting} onClick={onResume}>
          {starting ? 'Resuming...' : 'Resume Import'}
        </button>
      ) : null}
    </section>
  );
}
