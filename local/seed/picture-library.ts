import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeVariants, type Variant } from '@shop/lambdas/domain/pictures/make-variants';
import type { PictureFolder } from '@shop/shared/pictures/picture-variants';
import sharp from 'sharp';
import { type GalleryView, galleryImage, type HouseStyle, mainImage } from './house-illustrations.ts';

/**
 * The seed's pictures as staff would upload them: 2400x1600 renders of about 1 MB and 4000x3000 phone
 * photos of about 3 MB carrying the camera's EXIF and the plot's GPS position, drawn from the demo
 * illustrations with film grain so they weigh what real ones do. Their variants come from the picture
 * Lambda's own code (makeVariants). Both are deterministic (a seeded grain), made once per machine and
 * kept under node_modules/.cache, since every test stack seeds afresh.
 */

export interface LibraryPicture {
  name: string;
  kind: 'render' | 'phone';
  draw: () => string;
}

const subject = (style: HouseStyle, id: string, bedrooms: number) => ({ id, title: id, style, bedrooms });
const view = (style: HouseStyle, id: string, bedrooms: number, name: GalleryView) => () =>
  galleryImage(subject(style, id, bedrooms), name);

/** A construction site drawn simply: the frame up, scaffolding, blocks on the ground; for projects still being built. */
function siteImage(title: string): string {
  const columns = [180, 300, 420, 540, 620].map(
    (x) => `<rect x="${x}" y="220" width="18" height="260" fill="#9a9a94"/>`,
  );
  const scaffold = [160, 240, 320, 400, 480, 560, 640]
    .map((x) => `<path d="M${x} 480V190" stroke="#c98b2f" stroke-width="5"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img"><title>${title.replace(/&/g, '&amp;')}: construction in progress</title><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd0f2"/><stop offset="1" stop-color="#eef7ff"/></linearGradient></defs><rect width="800" height="600" fill="url(#s)"/><rect y="480" width="800" height="120" fill="#c9a77a"/><rect x="170" y="350" width="470" height="130" fill="#d8d2c4"/><path d="M170 380h470M170 410h470M170 440h470" stroke="#bfb8a8" stroke-width="3"/>${columns.join('')}<rect x="160" y="205" width="490" height="20" fill="#8d8d86"/>${scaffold}<path d="M150 300h510M150 400h510" stroke="#c98b2f" stroke-width="5"/><path d="M720 480V90h-240" stroke="#e3b23c" stroke-width="10" fill="none"/><path d="M700 90l20-30 20 30" stroke="#e3b23c" stroke-width="8" fill="none"/><path d="M500 90v70" stroke="#555" stroke-width="3"/><rect x="485" y="160" width="30" height="20" fill="#777"/><g fill="#b9b2a2">${[60, 100, 60, 100].map((x, i) => `<rect x="${x}" y="${500 + i * 20}" width="36" height="18"/>`).join('')}</g></svg>`;
}

/** Fronts for plan cards (one per plan, in turn), then inside and outside views for galleries and projects. */
export const LIBRARY: readonly LibraryPicture[] = [
  { name: 'villa-front', kind: 'render', draw: () => mainImage(subject('villa', 'lib-villa-a', 5)) },
  { name: 'bungalow-front', kind: 'render', draw: () => mainImage(subject('bungalow', 'lib-bungalow-a', 3)) },
  { name: 'townhouse-front', kind: 'render', draw: () => mainImage(subject('townhouse', 'lib-town-a', 4)) },
  { name: 'villa-front-2', kind: 'render', draw: () => mainImage(subject('villa', 'lib-villa-b', 4)) },
  { name: 'bungalow-front-2', kind: 'render', draw: () => mainImage(subject('bungalow', 'lib-bungalow-b', 2)) },
  { name: 'townhouse-front-2', kind: 'render', draw: () => mainImage(subject('townhouse', 'lib-town-b', 3)) },
  { name: 'dusk-view', kind: 'render', draw: view('villa', 'lib-villa-a', 5, 'dusk-view') },
  { name: 'living-room', kind: 'render', draw: view('villa', 'lib-villa-a', 5, 'living-room') },
  { name: 'kitchen', kind: 'render', draw: view('bungalow', 'lib-bungalow-a', 3, 'kitchen') },
  { name: 'floor-plan', kind: 'render', draw: view('bungalow', 'lib-bungalow-a', 3, 'floor-plan') },
  { name: 'site-plan', kind: 'render', draw: view('villa', 'lib-villa-b', 4, 'site-plan') },
  { name: 'rear-view', kind: 'phone', draw: view('townhouse', 'lib-town-a', 4, 'rear-view') },
  { name: 'construction-site', kind: 'phone', draw: () => siteImage('Construction site') },
];

export const FRONTS = LIBRARY.filter((picture) => picture.name.includes('front'));
/** Gallery views: renders, and one phone photo taken on site. */
export const VIEWS = LIBRARY.filter(
  (picture) => !picture.name.includes('front') && picture.name !== 'construction-site',
);
export const PHONE_SHOTS = LIBRARY.filter((picture) => picture.kind === 'phone');

const SIZES = { render: { width: 2400, height: 1600 }, phone: { width: 4000, height: 3000 } } as const;
/** A plot in Tema Community 25, as a phone would write it. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '5/1 44/1 1530/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '0/1 1/1 2980/100',
};

/** mulberry32: a tiny seeded generator, so the grain (and the bytes) are the same on every machine. */
function grain(width: number, height: number, seed: number, spread: number): Buffer {
  let state = seed >>> 0;
  const pixels = Buffer.alloc(width * height);
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    pixels[index] = 128 + Math.round((unit - 0.5) * spread);
  }
  return pixels;
}

/** The file staff would upload: the drawing at camera size with grain, as a JPEG (phone photos with EXIF and GPS). */
export async function originalOf(picture: LibraryPicture): Promise<Buffer> {
  const { width, height } = SIZES[picture.kind];
  const seed = Number.parseInt(createHash('sha256').update(picture.name).digest('hex').slice(0, 8), 16);
  // The grain is drawn at a third of the size and enlarged: soft, like sensor noise after demosaicing.
  const noise = await sharp(
    grain(Math.ceil(width / 3), Math.ceil(height / 3), seed, picture.kind === 'phone' ? 150 : 110),
    {
      raw: { width: Math.ceil(width / 3), height: Math.ceil(height / 3), channels: 1 },
    },
  )
    .resize(width, height, { kernel: 'cubic' })
    .toColourspace('srgb')
    .png({ compressionLevel: 1 })
    .toBuffer();
  const image = sharp(Buffer.from(picture.draw()), { density: 300 })
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: picture.kind === 'phone' ? 93 : 92 });
  if (picture.kind === 'render') return image.toBuffer();
  return image.withExif({ IFD0: { Make: 'Tecno', Model: 'Camon 20 Pro', Software: 'HiOS 13' }, IFD3: GPS }).toBuffer();
}

const CACHE_ROOT = fileURLToPath(new URL('../../node_modules/.cache/tema-seed-pictures/', import.meta.url));
const SOURCES = [
  new URL('./picture-library.ts', import.meta.url),
  new URL('./house-illustrations.ts', import.meta.url),
  new URL('../../lambdas/src/domain/pictures/make-variants.ts', import.meta.url),
  new URL('../../shared/src/pictures/picture-variants.ts', import.meta.url),
];

/** Changes whenever the drawings, the grain, the variant settings or sharp change. */
async function cacheKey(): Promise<string> {
  const hash = createHash('sha256')
    .update(sharp.versions.vips)
    .update(sharp.versions.sharp ?? '');
  for (const source of SOURCES) hash.update(await readFile(fileURLToPath(source)));
  return hash.digest('hex').slice(0, 16);
}

export interface LibraryVariants {
  picture: LibraryPicture;
  variants: Variant[];
}

let library: Promise<Map<string, LibraryVariants>> | undefined;

/** Every library picture's variants, made (by the picture Lambda's code) or read from the cache. */
export function libraryVariants(): Promise<Map<string, LibraryVariants>> {
  // Plans, projects and ads share one ladder of widths, so one set of variants serves all three.
  const folder: PictureFolder = 'plans';
  library ??= (async () => {
    const dir = join(CACHE_ROOT, `${folder}-${await cacheKey()}`);
    const entries = await Promise.all(
      LIBRARY.map(
        async (picture) => [picture.name, { picture, variants: await cachedVariants(dir, picture, folder) }] as const,
      ),
    );
    return new Map(entries);
  })();
  return library;
}

async function cachedVariants(dir: string, picture: LibraryPicture, folder: PictureFolder): Promise<Variant[]> {
  const file = join(dir, `${picture.name}.json`);
  if (existsSync(file)) {
    const index = JSON.parse(await readFile(file, 'utf8')) as Omit<Variant, 'bytes'>[];
    return Promise.all(
      index.map(async (entry) => ({
        ...entry,
        bytes: await readFile(join(dir, `${picture.name}-${entry.width}.${entry.format}`)),
      })),
    );
  }
  const variants = await makeVariants(await originalOf(picture), folder);
  await mkdir(dir, { recursive: true });
  await Promise.all(
    variants.map((variant) =>
      writeFile(join(dir, `${picture.name}-${variant.width}.${variant.format}`), variant.bytes),
    ),
  );
  // The index last (written whole, then renamed): a half-written cache is never read.
  const index = variants.map(({ bytes: _bytes, ...entry }) => entry);
  await writeFile(`${file}.tmp`, JSON.stringify(index));
  await rename(`${file}.tmp`, file);
  return variants;
}
