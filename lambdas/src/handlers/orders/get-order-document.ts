import { getOrderDocumentRoute } from '@shop/shared/api/routes/get-order-document';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { orderDocument } from '../../domain/invoices/order-document.ts';
import { downloadHeaders } from '../../http/download-headers.ts';
import { httpRoute } from '../../http/http-route.ts';
import { documentNumbers } from '../../repositories/document-numbers.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';

/** The PDF as a download named after its number; refusals stay JSON like every other route's. */
export const handler = httpRoute(getOrderDocumentRoute, async ({ params, caller }) => {
  const db = documentClient();
  const table = tableName();
  const deps = {
    orders: ordersRepository(db, table),
    settings: siteSettingsRepository(db, table),
    numbers: documentNumbers(db, table),
    now: () => new Date(),
  };
  const { fileName, pdf } = await orderDocument(deps, requireCaller(caller), params.id, params.document);
  return { bytes: pdf, headers: downloadHeaders('application/pdf', fileName) };
});
