import { exportAccountDataRoute } from '@shop/shared/api/routes/export-account-data';
import { exportAccountData } from '../../domain/accounts/closure/export-account-data.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { downloadHeaders } from '../../http/download-headers.ts';
import { httpRoute } from '../../http/http-route.ts';
import { accountDataDeps } from './account-data-deps.ts';

/** The caller's data as a download (JSON or a readable page); never cached anywhere. */
export const handler = httpRoute(exportAccountDataRoute, async ({ query, caller }) => {
  const file = await exportAccountData(accountDataDeps(), requireCaller(caller), query, new Date());
  return { text: file.text, headers: downloadHeaders(file.contentType, file.fileName) };
});
