import { buildApiUrl } from '../../../lib/api-client.ts';
import { getIdToken } from '../../../lib/auth.ts';
import type { DownloadFile } from '../utils/download-files.ts';

/**
 * One file's bytes. Asked of GET /api/downloads/{orderId}/file, which checks the order is still open to the buyer,
 * counts the download and redirects to a fresh presigned address that fetch follows. There is no other address to
 * fall back on: the page is never given one, so no download goes uncounted.
 */
export async function fetchOrderFile(orderId: string, file: Pick<DownloadFile, 'path'>): Promise<Blob> {
  const token = await getIdToken();
  const url = buildApiUrl('/api/downloads/{orderId}/file', { orderId }, { filePath: file.path });
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`File download failed (${response.status})`);
  return response.blob();
}
