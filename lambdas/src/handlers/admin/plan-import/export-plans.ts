import { exportPlansRoute } from '@shop/shared/api/routes/export-plans';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { exportPlans } from '../../../domain/admin/plan-import/export-plans.ts';
import { downloadHeaders } from '../../../http/download-headers.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { catalogueSnapshot } from '../../../repositories/catalogue-snapshot.ts';
import { plansByIdReader } from '../../../repositories/plans-by-id.ts';

/** The catalogue as plans-YYYY-MM-DD.csv, in the import's format. */
export const handler = httpRoute(exportPlansRoute, async () => {
  const db = documentClient();
  const snapshot = catalogueSnapshot(db, tableName());
  const csv = await exportPlans({ entries: () => snapshot.entries(), plansById: plansByIdReader(db, tableName()) });
  const fileName = `plans-${new Date().toISOString().slice(0, 10)}.csv`;
  return { text: csv, headers: downloadHeaders('text/csv; charset=utf-8', fileName) };
});
