import type { DataExportFormat, ReviewChoice } from '@shop/shared/accounts/account-closure';
import { closeAccountRoute } from '@shop/shared/api/routes/close-account';
import { exportAccountDataRoute } from '@shop/shared/api/routes/export-account-data';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';

/** The caller's own data as a file (JSON, or a readable page in the page's language), made on the server. */
export function fetchAccountData(format: DataExportFormat, lang: 'en' | 'fr') {
  return apiFile(exportAccountDataRoute, { query: { format, lang } });
}

/** Closes the caller's account; the server checks the password again. */
export function closeAccount(password: string, reviews: ReviewChoice) {
  return apiRequest(closeAccountRoute, { body: { password, reviews } });
}
