import { exportOrdersRoute } from '@shop/shared/api/routes/export-orders';
import { documentClient, tableName } from '../../db/document-client.ts';
import { exportOrders } from '../../domain/orders/export-orders.ts';
import { downloadHeaders } from '../../http/download-headers.ts';
import { httpRoute } from '../../http/http-route.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';

/** The CSV as a download named orders-YYYY-MM-DD.csv; refusals stay JSON like every other route's. */
export const handler = httpRoute(exportOrdersRoute, async ({ query }) => {
  const { fileName, csv } = await exportOrders(ordersRepository(documentClient(), tableName()), query, new Date());
  return { text: csv, headers: downloadHeaders('text/csv; charset=utf-8', fileName) };
});
