import { ACCOUNT_CLOSURE_MESSAGES, type StaffDataExportQuery } from '@shop/shared/accounts/account-closure';
import { type Caller, isSuperAdmin } from '../../../auth/caller.ts';
import { ForbiddenError, NotFoundError } from '../../../errors/domain-errors.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { IdentityDirectory } from '../../ports/identity.ts';
import { type DataExportFile, dataExportFile } from './export-account-data.ts';
import { type AccountDataDeps, readAccountRecords } from './read-account-data.ts';

const STAFF_GROUPS = ['admin', 'super_admin'];

/**
 * A super admin makes a person's data export at that person's request (by mail, phone or letter): the same file as
 * their own "Download my data". The readable page is in the person's language unless asked otherwise, since it goes
 * to them. A staff member's data is exported only by a super admin (the route is theirs alone; checked here too).
 * The audit says who made it, for whose account (the id only, never what the file holds) and when.
 */
export async function exportUserData(
  deps: AccountDataDeps & { directory: Pick<IdentityDirectory, 'groupsOf'>; audit: AuditLog },
  caller: Caller,
  sub: string,
  query: StaffDataExportQuery,
  now: Date,
): Promise<DataExportFile> {
  const [records, roles] = await Promise.all([readAccountRecords(deps, sub), deps.directory.groupsOf(sub)]);
  if (!records.facts) throw new NotFoundError(ACCOUNT_CLOSURE_MESSAGES.userNotFound);
  if (roles.some((role) => STAFF_GROUPS.includes(role)) && !isSuperAdmin(caller)) {
    throw new ForbiddenError(ACCOUNT_CLOSURE_MESSAGES.staffExportSuperAdminOnly);
  }
  const lang = query.lang ?? (records.partition.settings?.language === 'fr' ? 'fr' : 'en');
  const file = dataExportFile({ sub, roles, records, format: query.format, lang, now });
  await deps.audit.record(caller, {
    action: 'user.export',
    target_type: 'user',
    target_id: sub,
    summary: `Exported an account's data at its owner's request (${query.format === 'html' ? 'readable page' : 'JSON'}, ${lang})`,
    changes: { format: query.format, lang },
  });
  return file;
}
