import type { DataExportFormat, ReviewChoice } from '@shop/shared/accounts/account-closure';
import { closeAccountRoute } from '@shop/shared/api/routes/close-account';
import { exportAccountDataRoute } from '@shop/shared/api/routes/export-account-data';
import { requestClosureCodeRoute } from '@shop/shared/api/routes/request-closure-code';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';

/** The caller's own data as a file (JSON, or a readable page in the page's language), made on the server. */
export function fetchAccountData(format: DataExportFormat, lang: 'en' | 'fr') {
  return apiFile(exportAccountDataRoute, { query: { format, lang } });
}

/** Closes the caller's account; the server checks the password again, or the code it mailed. */
export function closeAccount(proof: { password: string } | { code: string }, reviews: ReviewChoice) {
  return apiRequest(closeAccountRoute, { body: { ...proof, reviews } });
}

/** Mails the caller a code that confirms the closure instead of their password. */
export function requestClosureCode() {
  return apiRequest(requestClosureCodeRoute, {});
}
