import { FILE_VERSION_TEXTS, type PlanFileVersionsResponse } from '@shop/shared/admin/plan-file-versions';
import { PACKAGES } from '@shop/shared/plans/plan';
import type { Caller } from '../../../auth/caller.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../errors/domain-errors.ts';
import type { PlanFileVersionsRepository } from '../../../repositories/plan-file-versions-repository.ts';
import type { StoredObjects } from '../../../repositories/stored-objects.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { staffChange } from '../../audit/staff-change.ts';
import { fileNameOf, storageKeyFromFilePath } from '../../downloads/file-path.ts';
import { fileVersionsView } from './plan-file-versions.ts';

export interface RevisePlanFileDeps {
  versions: PlanFileVersionsRepository;
  objects: Pick<StoredObjects, 'exists'>;
  /** Asks the delivery Lambda to mail the plan's buyers (a request object under deliveries/requests/). */
  notify: (notice: { kind: 'revision'; planId: string; replaces: string; key: string }) => Promise<void>;
  audit: AuditLog;
  now: () => Date;
}

/**
 * Staff save an uploaded file as the new version of one of the plan's current files (decision 0024). The upload must
 * be in the same plan's folder for the same tier (or a version folder there, when it keeps the file's name,
 * decision 0041) and not be any version already; the old file is claimed as replaced
 * (once: a second revision of the same file is refused), the plan's list names the new one, and the buyers are told
 * by the delivery Lambda. Open windows see it on their next page load; orders keep the version they bought.
 */
export async function revisePlanFile(
  deps: RevisePlanFileDeps,
  caller: Caller,
  planId: string,
  request: { replaces: string; key: string },
): Promise<PlanFileVersionsResponse> {
  const planFiles = await deps.versions.planFiles(planId);
  if (!planFiles) throw new NotFoundError('Plan not found');
  const tier = PACKAGES.find((candidate) => (planFiles[candidate] ?? []).includes(request.replaces));
  if (!tier) throw new NotFoundError(FILE_VERSION_TEXTS.notCurrent);
  if (request.key === request.replaces) throw new InvalidInputError(FILE_VERSION_TEXTS.sameFile);
  const folder = `plans/${planId}/${tier}/`;
  // No traversal, control characters or empty segments (the download path rules), then one name in the folder or in
  // one of its version folders (a revision under the same name: plans/{plan}/{tier}/v{n}/{name}).
  const key = storageKeyFromFilePath(request.key);
  const rest = key.slice(folder.length);
  if (key !== request.key || !key.startsWith(folder) || !/^(?:v[1-9][0-9]{0,3}\/)?[^/]+$/.test(rest)) {
    throw new InvalidInputError(FILE_VERSION_TEXTS.wrongFolder);
  }
  const known = await deps.versions.list(planId);
  const inUse = PACKAGES.some((candidate) => (planFiles[candidate] ?? []).includes(request.key));
  if (inUse || known.some((version) => version.key === request.key))
    throw new ConflictError(FILE_VERSION_TEXTS.alreadyUsed);
  if (!(await deps.objects.exists(request.key))) throw new InvalidInputError(FILE_VERSION_TEXTS.notUploaded);

  const at = deps.now().toISOString();
  if (!(await deps.versions.claimReplacement(planId, request.replaces, request.key, tier, at))) {
    throw new ConflictError(FILE_VERSION_TEXTS.notCurrent);
  }
  const list = planFiles[tier] ?? [];
  const next = list.map((key) => (key === request.replaces ? request.key : key));
  if (!(await deps.versions.replaceInPlanFiles(planId, tier, request.replaces, list, next))) {
    await deps.versions.undoReplacement(planId, request.replaces);
    throw new ConflictError('The plan changed while saving. Please reload it and try again.');
  }
  await deps.versions.recordNewVersion(planId, request.key, request.replaces, tier, at, caller.email ?? caller.sub);
  const name = fileNameOf(request.replaces, 0);
  const summary = `Replaced ${name} (${tier}) with a new version, ${fileNameOf(request.key, 0)}`;
  const file = { from: request.replaces, to: request.key };
  await deps.audit.record(caller, staffChange('plan.file_revised', planId, summary, { file }));
  await deps.notify({ kind: 'revision', planId, replaces: request.replaces, key: request.key });
  return fileVersionsView({ ...planFiles, [tier]: next }, await deps.versions.list(planId));
}
