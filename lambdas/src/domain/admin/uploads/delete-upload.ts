import { type DeleteUploadResponse, UPLOAD_MESSAGES } from '@shop/shared/admin/uploads';
import { PACKAGES } from '@shop/shared/plans/plan';
import type { Caller } from '../../../auth/caller.ts';
import { InvalidInputError } from '../../../errors/domain-errors.ts';
import type { PlansRepository } from '../../../repositories/plans-repository.ts';
import type { StoredObjects } from '../../../repositories/stored-objects.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { removableFile } from './upload-keys.ts';

export interface DeleteUploadDeps {
  images: StoredObjects;
  planFiles: StoredObjects;
  plans: PlansRepository;
  audit: AuditLog;
}

/**
 * Removes one uploaded file. A plan file that a sold plan still lists stays in storage (buyers may be
 * inside their download window); staff then save the plan without it, which is what they meant.
 */
export async function deleteUpload(
  deps: DeleteUploadDeps,
  caller: Caller,
  filePath: string,
): Promise<DeleteUploadResponse> {
  const file = removableFile(filePath);
  if (!file) throw new InvalidInputError(UPLOAD_MESSAGES.notRemovable, { filePath: UPLOAD_MESSAGES.notRemovable });
  let keptForBuyers = false;
  if (file.bucket === 'planFiles') {
    const plan = await deps.plans.get(file.folderId);
    keptForBuyers = !!plan && plan.downloads > 0 && PACKAGES.some((tier) => plan.plan_files[tier].includes(file.key));
  }
  if (!keptForBuyers) {
    if (file.bucket === 'images') await deps.images.remove(file.keys);
    else await deps.planFiles.remove([file.key]);
  }
  await deps.audit.record(caller, {
    action: 'upload.delete',
    target_type: 'upload',
    target_id: file.key,
    summary: keptForBuyers ? `Removed ${file.key} (kept in storage for buyers)` : `Removed ${file.key}`,
  });
  return { message: UPLOAD_MESSAGES.removed, filePath: file.key, keptForBuyers };
}
