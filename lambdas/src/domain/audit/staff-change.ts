import type { AuditTarget } from '@shop/shared/admin/audit';
import type { AuditEntry, AuditLog } from './audit-log.ts';

/** What a staff write to a managed collection (ads, projects) records with: the trail, the clock and new ids. */
export interface StaffWriteDeps {
  audit: AuditLog;
  now: () => Date;
  newId: () => string;
}

/** An audit action names its target first (`ad.delete`, `promotion.enable`): the entry's target is read from it. */
export type StaffAction = `${AuditTarget}.${string}`;

/** The audit entry of a staff write to one item: what was done, to which item, in a sentence, and what moved. */
export function staffChange(
  action: StaffAction,
  id: string,
  summary: string,
  changes?: Record<string, unknown>,
): AuditEntry {
  const target_type = action.slice(0, action.indexOf('.')) as AuditTarget;
  return { action, target_type, target_id: id, summary, ...(changes === undefined ? {} : { changes }) };
}

/** The fields an edit really changed: those it sent whose value differs from the stored one (lists by content). */
export function changedFields<T extends object>(current: T, next: T, sent: object): (keyof T & string)[] {
  return (Object.keys(sent) as (keyof T & string)[]).filter(
    (field) => JSON.stringify(current[field]) !== JSON.stringify(next[field]),
  );
}

/**
 * Whether an edit did nothing but flip the item's on/off switch (an ad's `is_active`, a code's `enabled`): the
 * trail records that as switching the item on or off rather than as an update.
 */
export function onlySwitched<T>(changed: readonly (keyof T)[], field: keyof T): boolean {
  return changed.length === 1 && changed[0] === field;
}

/** The sentence of an edit: the item and the fields that changed. */
export function updatedSummary(item: string, changed: readonly string[]): string {
  return `Updated ${item}: ${changed.join(', ') || 'no change'}`;
}
