import type { DataExportQuery } from '@shop/shared/accounts/account-closure';
import type { Caller } from '../../../auth/caller.ts';
import { accountData } from './account-data.ts';
import { accountDataPage } from './account-data-page.ts';
import { type AccountDataDeps, readAccountRecords } from './read-account-data.ts';

export interface DataExportFile {
  fileName: string;
  contentType: string;
  text: string;
}

/** The caller's own data, and only theirs: every read is keyed by the sub of their verified token. */
export async function exportAccountData(
  deps: AccountDataDeps,
  caller: Caller,
  query: DataExportQuery,
  now: Date,
): Promise<DataExportFile> {
  const records = await readAccountRecords(deps, caller.sub);
  const data = accountData({ sub: caller.sub, roles: caller.groups, now, ...records });
  const day = now.toISOString().slice(0, 10);
  if (query.format === 'html') {
    return {
      fileName: `tema-house-plans-my-data-${day}.html`,
      contentType: 'text/html; charset=utf-8',
      text: accountDataPage(data, query.lang),
    };
  }
  return {
    fileName: `tema-house-plans-my-data-${day}.json`,
    contentType: 'application/json; charset=utf-8',
    text: JSON.stringify(data, null, 2),
  };
}
