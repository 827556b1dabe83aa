import type { PlanImportReport } from '@shop/shared/admin/plan-import';
import { createPlanImportRoute } from '@shop/shared/api/routes/create-plan-import';
import { dryRunPlanImportRoute } from '@shop/shared/api/routes/dry-run-plan-import';
import { exportPlansRoute } from '@shop/shared/api/routes/export-plans';
import { getPlanImportRoute } from '@shop/shared/api/routes/get-plan-import';
import { startPlanImportRoute } from '@shop/shared/api/routes/start-plan-import';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadWithProgress } from '../../../lib/uploads/upload-with-progress.ts';

/**
 * Opens an import and sends the CSV and every file straight to S3 with the presigned POSTs it hands out (files of
 * no accepted type or too large get none: the dry run reports them where the CSV names them). Returns its id.
 */
export async function uploadPlanImport(csv: File, files: File[], onProgress: (sent: number, total: number) => void) {
  const opened = await apiRequest(createPlanImportRoute, {
    body: {
      csv: { name: csv.name, size: csv.size },
      files: files.map((file) => ({ name: file.name, size: file.size })),
    },
  });
  const byName = new Map(files.map((file) => [file.name, file]));
  const targets = [
    { target: opened.csv, file: csv as Blob },
    ...opened.files.flatMap((upload) => {
      const file = byName.get(upload.name);
      return file ? [{ target: upload, file: file as Blob }] : [];
    }),
  ];
  let sent = 0;
  onProgress(sent, targets.length);
  // A few at a time: hundreds of pictures go up in minutes without opening hundreds of connections.
  const queue = [...targets];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await uploadWithProgress(next.target, next.file, () => {});
        sent += 1;
        onProgress(sent, targets.length);
      }
    }),
  );
  return opened.id;
}

export function dryRunPlanImport(id: string) {
  return apiRequest(dryRunPlanImportRoute, { params: { id } });
}

export function startPlanImport(id: string) {
  return apiRequest(startPlanImportRoute, { params: { id } });
}

/** A started import's progress, asked again every two seconds until no row is pending. */
export const planImportProgressOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.plans.import(id),
    queryFn: ({ signal }) => apiRequest(getPlanImportRoute, { params: { id }, signal }),
    refetchInterval: (query) => ((query.state.data as PlanImportReport | undefined)?.pending ? 2000 : false),
  });

export function usePlanImportProgress(id: string | undefined) {
  return useQuery({ ...planImportProgressOptions(id ?? ''), enabled: !!id });
}

/** The catalogue as CSV, fetched with the signed-in token. */
export function fetchPlansCsv() {
  return apiFile(exportPlansRoute, {});
}
