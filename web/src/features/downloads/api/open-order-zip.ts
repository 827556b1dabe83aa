import type { DeliveredFile } from '@shop/shared/orders/downloads';
import { buildApiUrl } from '../../../lib/api-client.ts';
import { getIdToken } from '../../../lib/auth.ts';

/**
 * The order's ZIP, made on the server (docs/decisions/0024). The file route is told first, without following its
 * redirect: it checks the order is still open and counts the ZIP as every file downloaded. Then the browser's
 * download manager fetches the ZIP itself from its presigned link (valid to the window's end), so hundreds of
 * megabytes never pass through the page's memory.
 */
export async function openOrderZip(orderId: string, zip: DeliveredFile): Promise<void> {
  const token = await getIdToken();
  const url = buildApiUrl('/api/downloads/{orderId}/file', { orderId }, { filePath: zip.path });
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    redirect: 'manual',
  });
  // A redirect is what success looks like here (fetch shows it as an opaque one).
  if (response.type !== 'opaqueredirect' && !response.ok) throw new Error(`ZIP refused (${response.status})`);
  const link = document.createElement('a');
  link.href = zip.url;
  link.download = zip.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
