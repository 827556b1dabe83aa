import { downloadFileRoute } from '@shop/shared/api/routes/download-file';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DownloadFile } from '../utils/download-files.ts';

/**
 * One file's bytes. The file route is asked for the link (it checks the order is still open to the buyer and counts
 * the download at this moment), then the file is fetched from that presigned address without the sign-in header:
 * a fetch that followed the route's redirect would carry the header to S3, which refuses a request signed twice.
 * The page is never given another address, so no download goes uncounted.
 */
export async function fetchOrderFile(orderId: string, file: Pick<DownloadFile, 'path'>): Promise<Blob> {
  const { location } = await apiRequest(downloadFileRoute, {
    params: { orderId },
    query: { filePath: file.path, answer: 'link' },
  });
  const response = await fetch(location);
  if (!response.ok) throw new Error(`File download failed (${response.status})`);
  return response.blob();
}
