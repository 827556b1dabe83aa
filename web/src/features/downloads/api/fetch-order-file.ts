import { buildApiUrl } from '../../../lib/api-client.ts';
import { getIdToken } from '../../../lib/auth.ts';
import type { DownloadFile } from '../utils/download-files.ts';

/**
 * One file's bytes. Asked of GET /api/downloads/{orderId}/file, which checks the path belongs to the order,
 * counts the download and redirects to a fresh presigned address that fetch follows. If that cannot be
 * reached (a network hiccup between the redirect and the bucket), the presigned address listed with the order,
 * valid until the window closes, is tried once.
 */
export async function fetchOrderFile(orderId: string, file: Pick<DownloadFile, 'path' | 'url'>): Promise<Blob> {
  const token = await getIdToken();
  const url = buildApiUrl('/api/downloads/{orderId}/file', { orderId }, { filePath: file.path });
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    if (!file.url) throw error;
    response = await fetch(file.url);
  }
  if (!response.ok) throw new Error(`File download failed (${response.status})`);
  return response.blob();
}
