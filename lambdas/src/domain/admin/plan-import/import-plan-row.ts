import { createHash } from 'node:crypto';
import { extensionOf, UPLOAD_MESSAGES } from '@shop/shared/admin/uploads';
import { pictureAddress, pictureErrorKey } from '@shop/shared/pictures/picture-keys';
import type { PictureId } from '@shop/shared/pictures/picture-variants';
import { type AdminPlan, PACKAGES, type Package } from '@shop/shared/plans/plan';
import type { Caller } from '../../../auth/caller.ts';
import { DomainError } from '../../../errors/domain-errors.ts';
import { type ImportStaging, importObjectKeys } from '../../../repositories/import-staging.ts';
import type { PlanImports } from '../../../repositories/plan-import-repository.ts';
import type { PlanWrites } from '../../../repositories/plan-writes.ts';
import type { PlansById } from '../../../repositories/plans-by-id.ts';
import type { StoredObjects } from '../../../repositories/stored-objects.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { verifyNewPlanFiles } from '../plans/verify-plan-files.ts';
import { pictureObjectKeys, planFileKey, safeFileName } from '../uploads/upload-keys.ts';
import { importFileKind } from './create-plan-import.ts';
import type { FileRef, PlannedRow } from './plan-rows.ts';

export interface ImportPlanRowDeps {
  imports: PlanImports;
  staging: ImportStaging;
  buckets: { images: string; planFiles: string };
  images: StoredObjects;
  planFiles: StoredObjects;
  writes: PlanWrites;
  plansById: PlansById;
  audit: AuditLog;
  now: () => Date;
  /** How long to wait for the picture pipeline's variants before giving the row up (it can be resumed). */
  pictureWait: { timeoutMs: number; delayMs: number };
  sleep: (ms: number) => Promise<void>;
}

export const IMPORT_ROW_MESSAGES = {
  pictureNotReady: (name: string) =>
    `Picture "${name}" could not be used: the picture pipeline refused it or did not finish (too small, not an image?)`,
  planChanged: 'The plan changed while it was imported; import the row again',
} as const;

/** What a row has put in place so far: removed again if the row fails, so a failed plan leaves nothing behind. */
interface Placed {
  pictures: PictureId[];
  planFiles: string[];
}

/** A picture's file id, the same on every attempt at the row, so a retry overwrites rather than adds. */
function pictureFileId(importId: string, line: number, name: string): string {
  return `imp-${createHash('sha256').update(`${importId}:${line}:${name}`).digest('hex').slice(0, 32)}`;
}

async function placePicture(
  deps: ImportPlanRowDeps,
  importId: string,
  row: PlannedRow,
  ref: FileRef,
  placed: Placed,
  waiting: { name: string; fileId: string }[],
): Promise<string> {
  if ('stored' in ref) return ref.stored;
  const picture: PictureId = {
    folder: 'plans',
    folderId: row.id,
    fileId: pictureFileId(importId, row.line, ref.upload),
  };
  const extension = extensionOf(ref.upload) === 'jpeg' ? 'jpg' : extensionOf(ref.upload);
  placed.pictures.push(picture);
  // The original lands under uploads/, where the images bucket's S3 event runs the picture Lambda: the form's pipeline.
  await deps.staging.copy(
    importObjectKeys.file(importId, ref.upload),
    deps.buckets.images,
    `uploads/plans/${row.id}/${picture.fileId}.${extension}`,
    importFileKind(ref.upload)?.contentType,
  );
  waiting.push({ name: ref.upload, fileId: picture.fileId });
  return pictureAddress(picture);
}

async function placePlanFile(
  deps: ImportPlanRowDeps,
  importId: string,
  row: PlannedRow,
  tier: Package,
  ref: FileRef,
  placed: Placed,
  current: AdminPlan | undefined,
): Promise<string> {
  if ('stored' in ref) return ref.stored;
  const key = planFileKey(row.id, tier, safeFileName(ref.upload));
  // A file buyers may have is never replaced (as in the form): the row fails before touching it.
  if (current?.plan_files[tier].includes(key)) throw new DomainError(UPLOAD_MESSAGES.fileTaken(ref.upload, tier));
  placed.planFiles.push(key);
  await deps.staging.copy(importObjectKeys.file(importId, ref.upload), deps.buckets.planFiles, key);
  return key;
}

/**
 * Waits until the picture Lambda has settled each picture: its stored address (written last, so the picture is whole)
 * or its error note (refused), asking about the unsettled ones side by side until the wait's time is up. Returns the
 * pictures refused or still unsettled.
 */
async function picturesSettled(deps: ImportPlanRowDeps, pictures: readonly PictureId[]): Promise<PictureId[]> {
  const deadline = deps.now().getTime() + deps.pictureWait.timeoutMs;
  let unsettled = [...pictures];
  const refused: PictureId[] = [];
  while (unsettled.length) {
    const states = await Promise.all(
      unsettled.map(async (picture) => {
        if (await deps.images.firstBytes(pictureAddress(picture).slice(1), 1)) return 'ready';
        return (await deps.images.firstBytes(pictureErrorKey(picture), 1)) ? 'refused' : 'waiting';
      }),
    );
    refused.push(...unsettled.filter((_, index) => states[index] === 'refused'));
    unsettled = unsettled.filter((_, index) => states[index] === 'waiting');
    if (!unsettled.length || deps.now().getTime() >= deadline) break;
    await deps.sleep(deps.pictureWait.delayMs);
  }
  return [...refused, ...unsettled];
}

/** Every placement side by side; all of them finish (or fail) before the first failure is thrown, so none lands after a removal. */
async function allPlaced<T>(work: readonly Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(work);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}

async function removePlaced(deps: ImportPlanRowDeps, placed: Placed): Promise<void> {
  // Variants the picture Lambda is still writing would land after a removal: let it finish first.
  await picturesSettled(deps, placed.pictures);
  await deps.images.remove(placed.pictures.flatMap(pictureObjectKeys));
  await deps.planFiles.remove(placed.planFiles);
}

/**
 * Imports one checked row, all or nothing: its pictures go through the picture pipeline and its files are copied
 * into the plan's folders, the files' contents are verified, the plan is written only once every picture is ready,
 * and any failure removes what the row had put in place. A row already done is skipped, and a row whose new plan
 * exists was written by an earlier attempt, so running a row again changes nothing.
 */
export async function importPlanRow(
  deps: ImportPlanRowDeps,
  caller: Caller,
  importId: string,
  line: number,
): Promise<'done' | 'skipped' | 'failed'> {
  const stored = await deps.imports.row(importId, line);
  if (!stored || stored.state === 'done') return 'skipped';
  const row = stored.planned;
  const current = (await deps.plansById([row.id])).get(row.id);
  if (row.action === 'create' && current) {
    await deps.imports.markRow(importId, line, 'done');
    return 'skipped';
  }
  const placed: Placed = { pictures: [], planFiles: [] };
  try {
    const waiting: { name: string; fileId: string }[] = [];
    const pictures = [...(row.image ? [row.image] : []), ...row.gallery];
    const tiers = PACKAGES.flatMap((tier) => row.files[tier].map((ref) => ({ tier, ref })));
    const [addresses, keys] = await Promise.all([
      allPlaced(pictures.map((ref) => placePicture(deps, importId, row, ref, placed, waiting))),
      allPlaced(tiers.map(({ tier, ref }) => placePlanFile(deps, importId, row, tier, ref, placed, current))),
    ]);
    const image_url = row.image ? (addresses[0] as string) : '';
    const gallery_images = addresses.slice(row.image ? 1 : 0);
    const plan_files = { basic: [] as string[], standard: [] as string[], premium: [] as string[] };
    for (const [index, { tier }] of tiers.entries()) plan_files[tier].push(keys[index] as string);
    await verifyNewPlanFiles(deps.planFiles, current?.plan_files, plan_files);
    const [unusable] = await picturesSettled(deps, placed.pictures);
    if (unusable) {
      const name = waiting.find((picture) => picture.fileId === unusable.fileId)?.name ?? unusable.fileId;
      throw new DomainError(IMPORT_ROW_MESSAGES.pictureNotReady(name));
    }

    const now = deps.now().toISOString();
    const fields = { ...row.fields, image_url, gallery_images, plan_files };
    if (current) {
      const updated = await deps.writes.update(current, fields, now);
      if (!updated) throw new DomainError(IMPORT_ROW_MESSAGES.planChanged);
    } else {
      const plan: AdminPlan = {
        ...fields,
        id: row.id,
        rating_average: 0,
        rating_count: 0,
        downloads: 0,
        created_at: now,
        updated_at: now,
      };
      // Taken meanwhile by another writer: nothing of ours is in it, so ours is removed below.
      if (!(await deps.writes.create(plan))) throw new DomainError('A plan with this id already exists');
    }
    await deps.imports.markRow(importId, line, 'done');
    await deps.audit.record(caller, {
      action: current ? 'plan.update' : 'plan.create',
      target_type: 'plan',
      target_id: row.id,
      summary: `${current ? 'Updated' : 'Created'} plan "${row.fields.title}" by import`,
      changes: { import_id: importId, line },
    });
    return 'done';
  } catch (error) {
    await removePlaced(deps, placed);
    // A refusal (bad file, picture not usable) is the row's outcome; anything else is thrown so the invocation is
    // retried, the row staying pending.
    if (error instanceof DomainError) {
      await deps.imports.markRow(importId, line, 'failed', error.message);
      return 'failed';
    }
    throw error;
  }
}
