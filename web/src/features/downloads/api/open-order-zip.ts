import { downloadFileRoute } from '@shop/shared/api/routes/download-file';
import type { DeliveredFile } from '@shop/shared/orders/downloads';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The order's ZIP, made on the server (docs/decisions/0024). The file route is asked for a link (it checks the order
 * is still open and counts the ZIP as every file downloaded at this moment), then the browser's download manager
 * fetches the ZIP itself from that link, so hundreds of megabytes never pass through the page's memory.
 */
export async function openOrderZip(orderId: string, zip: DeliveredFile): Promise<void> {
  const { location } = await apiRequest(downloadFileRoute, {
    params: { orderId },
    query: { filePath: zip.path, answer: 'link' },
  });
  const link = document.createElement('a');
  link.href = location;
  link.download = zip.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
