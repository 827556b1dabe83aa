import { IMAGE_EXTENSIONS } from '@shop/shared/accounts/uploads';
import { PLAN_IMPORT_LIMITS, type PlanImportRequest, type PlanImportUploads } from '@shop/shared/admin/plan-import';
import { extensionOf, PLAN_FILE_TYPES } from '@shop/shared/admin/uploads';
import type { Caller } from '../../../auth/caller.ts';
import type { ImportStaging } from '../../../repositories/import-staging.ts';
import { importObjectKeys } from '../../../repositories/import-staging.ts';
import type { PlanImports } from '../../../repositories/plan-import-repository.ts';

export interface CreatePlanImportDeps {
  imports: PlanImports;
  staging: ImportStaging;
  now: () => Date;
  newId: () => string;
}

const IMAGE_TYPE_OF: Record<string, string> = {
  ...Object.fromEntries(Object.entries(IMAGE_EXTENSIONS).map(([type, extension]) => [extension, type])),
  jpeg: 'image/jpeg',
};

/** The type and size limit an import file is uploaded with, from its name; undefined for a type no plan takes. */
export function importFileKind(name: string): { contentType: string; maxBytes: number } | undefined {
  const extension = extensionOf(name);
  const image = IMAGE_TYPE_OF[extension];
  if (image) return { contentType: image, maxBytes: PLAN_IMPORT_LIMITS.image };
  const file = PLAN_FILE_TYPES[extension as keyof typeof PLAN_FILE_TYPES];
  return file ? { contentType: file, maxBytes: PLAN_IMPORT_LIMITS.planFile } : undefined;
}

/**
 * Opens an import: a job, and presigned POSTs for the CSV and each picture or plan file. A file too large or of no
 * accepted type gets no upload; the job keeps its declared size so the dry run reports it where the CSV names it.
 */
export async function createPlanImport(
  deps: CreatePlanImportDeps,
  caller: Caller,
  request: PlanImportRequest,
): Promise<PlanImportUploads> {
  const id = deps.newId();
  const refused: Record<string, number> = {};
  const accepted: { name: string; contentType: string; maxBytes: number }[] = [];
  for (const file of request.files) {
    const kind = importFileKind(file.name);
    if (!kind || file.size > kind.maxBytes || file.size === 0) refused[file.name] = file.size;
    else accepted.push({ name: file.name, ...kind });
  }
  await deps.imports.createJob({
    id,
    state: 'uploaded',
    created_at: deps.now().toISOString(),
    created_by: caller.sub,
    refused,
  });
  const expiresAt = new Date(deps.now().getTime() + 3600_000).toISOString();
  const csv = await deps.staging.presign(importObjectKeys.csv(id), 'text/csv', request.csv.size);
  const files = await Promise.all(
    accepted.map(async (file) => ({
      name: file.name,
      ...(await deps.staging.presign(importObjectKeys.file(id, file.name), file.contentType, file.maxBytes)),
      publicUrl: '',
      expiresAt,
    })),
  );
  return { id, csv: { ...csv, publicUrl: '', expiresAt }, files };
}
