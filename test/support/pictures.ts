import exifr from 'exifr';
import sharp from 'sharp';
import { LIBRARY, originalOf } from '../../local/seed/picture-library.ts';
import type { ApiCall } from './api-client.ts';

/** A 4000x3000 phone photo of a building site as a phone writes it: about 3 MB, camera EXIF and the plot's GPS. */
export async function phonePhoto(): Promise<Buffer> {
  const picture = LIBRARY.find((entry) => entry.kind === 'phone');
  if (!picture) throw new Error('The picture library has no phone photo');
  return originalOf(picture);
}

/** Plain pixels of a given size, as a PNG. */
export function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#6b8e4e' } })
    .png()
    .toBuffer();
}

/** What metadata a served picture still carries: EXIF/GPS as exifr reads them (JPEG), EXIF/XMP chunks (WebP). */
export async function metadataOf(bytes: Buffer): Promise<{ exif: unknown; gps: unknown; chunks: string[] }> {
  const meta = await sharp(bytes).metadata();
  if (meta.format === 'webp') {
    const chunks = ['EXIF', 'XMP ', 'ICCP'].filter((chunk) => bytes.includes(chunk));
    return { exif: meta.exif, gps: undefined, chunks };
  }
  return { exif: (await exifr.parse(bytes, true)) ?? meta.exif, gps: await exifr.gps(bytes), chunks: [] };
}

/** Asks GET /api/upload/status until the picture is no longer processing (as the admin screens do). */
export async function settledPicture(call: ApiCall, token: string, address: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call<{ status: string; message?: string }>(
      'GET',
      `/api/upload/status?address=${encodeURIComponent(address)}`,
      token,
    );
    if (answer.status !== 200 || answer.body.status !== 'processing' || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
