import { getUploadStatusRoute } from '@shop/shared/api/routes/get-upload-status';
import type { PictureStatus } from '@shop/shared/pictures/picture-status';
import { pictureOfAddress } from '@shop/shared/pictures/picture-variants';
import { apiRequest } from './api-client.ts';

const POLL_MS = 1000;
/** A 10 MB photo takes a few seconds; after this long the picture is reported as still processing. */
const GIVE_UP_MS = 120_000;

/**
 * Asks GET /api/upload/status until an uploaded picture's variants exist (ready) or it was refused (failed,
 * with the reason to show). Addresses without variants (outside pictures) are ready as they are.
 */
export async function waitForPicture(address: string): Promise<PictureStatus> {
  if (!pictureOfAddress(address)) return { address, status: 'ready' };
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const status = await apiRequest(getUploadStatusRoute, { query: { address } });
    if (status.status !== 'processing' || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
