import sharp from 'sharp';

/** Where a client's plot is: what a phone writes into every photo it takes. */
export const PLOT_GPS = { latitude: 5.6700944, longitude: 0.0120028 };

/**
 * A phone photo as cameras write it: JPEG, stored sideways with EXIF orientation 6 (turn 90° clockwise
 * to view), camera make and model, and the GPS position. `width` x `height` is how it is stored.
 */
export async function cameraPhoto(width = 1200, height = 900): Promise<Buffer> {
  // Left half dark, right half light: after turning upright the dark half is on top.
  const halves = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#202020"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#e0e0e0"/></svg>`,
  );
  return sharp(halves)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Tecno', Model: 'Camon 20 Pro' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '5/1 40/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '0/1 0/1 4321/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
