import type { PlanWrites } from '../../../repositories/plan-writes.ts';
import type { ShareRequests } from '../../../repositories/share-requests.ts';
import type { StoredObjects } from '../../../repositories/stored-objects.ts';
import type { AuditLog } from '../../audit/audit-log.ts';

/** What saving a plan from the admin form needs, new or edited: its writes, its stored files and the audit trail. */
export interface PlanSaveDeps {
  writes: PlanWrites;
  planFiles: StoredObjects;
  images: StoredObjects;
  audit: AuditLog;
  /** Asks the picture Lambda for the plan's share pictures after the save. */
  shareRequests: ShareRequests;
  now: () => Date;
}
