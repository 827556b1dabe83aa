import {
  AD_ADMIN_MESSAGES,
  type AdDeleted,
  type AdminAdCreate,
  type AdminAdListResponse,
  type AdminAdUpdate,
  endsBeforeStart,
} from '@shop/shared/admin/ads';
import { AD_NOT_FOUND_TEXT } from '@shop/shared/storefront/ad-events';
import type { Ad } from '@shop/shared/storefront/ads';
import type { Caller } from '../../../auth/caller.ts';
import { InvalidInputError, NotFoundError } from '../../../errors/domain-errors.ts';
import type { AdWrites } from '../../../repositories/ad-writes.ts';
import {
  changedFields,
  onlySwitched,
  type StaffWriteDeps,
  staffChange,
  updatedSummary,
} from '../../audit/staff-change.ts';

export interface ManageAdsDeps extends StaffWriteDeps {
  ads: AdWrites;
}

/** An empty date means "no bound", stored as null (the admin form sends null; '' is read the same). */
const noBound = (value: string | null | undefined) => (value ? value : null);

export async function listAdminAds(deps: Pick<ManageAdsDeps, 'ads'>): Promise<AdminAdListResponse> {
  return { ads: await deps.ads.listAll() };
}

export async function createAd(deps: ManageAdsDeps, caller: Caller, input: AdminAdCreate): Promise<Ad> {
  const now = deps.now().toISOString();
  const ad: Ad = {
    ...input,
    start_date: noBound(input.start_date),
    end_date: noBound(input.end_date),
    id: deps.newId(),
    impressions: 0,
    clicks: 0,
    created_at: now,
    updated_at: now,
  };
  await deps.ads.create(ad);
  const inactive = ad.is_active ? '' : ' (inactive)';
  await deps.audit.record(caller, staffChange('ad.create', ad.id, `Created ad "${ad.title}"${inactive}`));
  return ad;
}

/**
 * Applies all fields or just `is_active` (the status switch). The schedule is checked against the
 * stored dates too, so sending only an end date cannot put it before the stored start.
 */
export async function updateAd(deps: ManageAdsDeps, caller: Caller, id: string, changes: AdminAdUpdate): Promise<Ad> {
  const current = await deps.ads.get(id);
  if (!current) throw new NotFoundError(AD_NOT_FOUND_TEXT);
  const normalized: Partial<Ad> = { ...changes };
  if ('start_date' in changes) normalized.start_date = noBound(changes.start_date);
  if ('end_date' in changes) normalized.end_date = noBound(changes.end_date);
  const next: Ad = { ...current, ...normalized, updated_at: deps.now().toISOString() };
  if (endsBeforeStart(next.start_date, next.end_date)) {
    throw new InvalidInputError(AD_ADMIN_MESSAGES.endBeforeStart, { end_date: AD_ADMIN_MESSAGES.endBeforeStart });
  }
  const changed = changedFields(current, next, normalized);
  const saved = await deps.ads.update(next, changed);
  if (!saved) throw new NotFoundError(AD_NOT_FOUND_TEXT);
  const moves = Object.fromEntries(changed.map((field) => [field, { from: current[field], to: next[field] }]));
  const title = `ad "${next.title}"`;
  const entry = !onlySwitched(changed, 'is_active')
    ? staffChange('ad.update', id, updatedSummary(title, changed), moves)
    : next.is_active
      ? staffChange('ad.activate', id, `Activated ${title}`, moves)
      : staffChange('ad.deactivate', id, `Deactivated ${title}`, moves);
  await deps.audit.record(caller, entry);
  return saved;
}

export async function deleteAd(deps: ManageAdsDeps, caller: Caller, id: string): Promise<AdDeleted> {
  const ad = await deps.ads.remove(id);
  if (!ad) throw new NotFoundError(AD_NOT_FOUND_TEXT);
  await deps.audit.record(caller, staffChange('ad.delete', id, `Deleted ad "${ad.title}"`));
  return { message: AD_ADMIN_MESSAGES.deleted, id };
}
