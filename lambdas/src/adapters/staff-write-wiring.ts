import { randomUUID } from 'node:crypto';
import { documentClient, tableName } from '../db/document-client.ts';
import type { ManageAdsDeps } from '../domain/admin/ads/manage-ads.ts';
import type { ManagePortfolioDeps } from '../domain/admin/portfolio/manage-portfolio.ts';
import type { StaffWriteDeps } from '../domain/audit/staff-change.ts';
import { adWrites } from '../repositories/ad-writes.ts';
import { portfolioWrites } from '../repositories/portfolio-writes.ts';
import { defaultAuditLog } from './default-audit-log.ts';

/** What every staff write records with: the audit trail, the clock and new ids. */
function recorded(): StaffWriteDeps {
  return { audit: defaultAuditLog(), now: () => new Date(), newId: randomUUID };
}

/** The staff's ad writes (create, update, delete), wired to the table. */
export function adWriteDeps(): ManageAdsDeps {
  return { ads: adWrites(documentClient(), tableName()), ...recorded() };
}

/** The staff's portfolio writes (create, update, delete), wired to the table. */
export function portfolioWriteDeps(): ManagePortfolioDeps {
  return { writes: portfolioWrites(documentClient(), tableName()), ...recorded() };
}
