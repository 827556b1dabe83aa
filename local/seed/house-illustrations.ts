/**
 * Small generated SVG pictures for the demo catalogue (each well under 4 KB): a front view in the
 * plan type's style and colours, and gallery views (dusk, rear, floor plan, rooms, site plan).
 */

export type HouseStyle = 'villa' | 'bungalow' | 'townhouse';

export interface HouseSubject {
  id: string;
  title: string;
  style: HouseStyle;
  bedrooms: number;
}

interface Palette {
  wall: string;
  wall2: string;
  roof: string;
  trim: string;
  door: string;
  accent: string;
}

/** Wall pairs (main, second) per style: warm plaster for villas, earth tones for bungalows, city colours for townhouses. */
const WALLS: Record<HouseStyle, [string, string][]> = {
  villa: [
    ['#f4e4c9', '#e8d2ae'],
    ['#fdf6ec', '#efe0c8'],
    ['#f0dcc0', '#dcc19b'],
    ['#f6eee2', '#d9c7a7'],
    ['#efe3d3', '#e2c6a1'],
  ],
  bungalow: [
    ['#e9c98f', '#d6b074'],
    ['#f2d7b0', '#e0bf8e'],
    ['#dfe7d3', '#c8d4b6'],
    ['#f1e0c5', '#d9b98c'],
  ],
  townhouse: [
    ['#d9dde3', '#c46a4a'],
    ['#f3efe6', '#e3a857'],
    ['#e6ebe4', '#6b8fb3'],
    ['#efe8df', '#8aa36b'],
  ],
};

const ROOFS: Record<HouseStyle, string[]> = {
  villa: ['#b5532e', '#8c3b2a', '#a0462c', '#6e4a3a', '#46505c'],
  bungalow: ['#5b6e3a', '#7c4a2d', '#9b3d2a', '#4a5d6e'],
  townhouse: ['#394554', '#4a4f57', '#2e3640', '#7a3b2e'],
};

const DOORS = ['#6b3e26', '#3b4a5a', '#4a2f22', '#1f6f8b', '#a8402f', '#2f4f6f', '#7a3f1d'];
const ACCENTS = ['#2f7d4a', '#3c8d5a', '#287047', '#4b9a52', '#3a8f5c'];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

const pick = <T>(list: T[], seed: number): T => list[seed % list.length] as T;

/** Each plan mixes its style's walls and roofs with a door and garden colour, so no two look alike. */
function paletteOf(subject: HouseSubject): Palette {
  const seed = hash(subject.id);
  const [wall, wall2] = pick(WALLS[subject.style], seed);
  return {
    wall,
    wall2,
    roof: pick(ROOFS[subject.style], seed >>> 4),
    trim: '#fffaf0',
    door: pick(DOORS, seed >>> 8),
    accent: pick(ACCENTS, seed >>> 12),
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function svg(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

function windowAt(x: number, y: number, w: number, h: number, p: Palette, glass: string): string {
  return `${rect(x - 4, y - 4, w + 8, h + 8, p.trim)}${rect(x, y, w, h, glass)}<path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="${p.trim}" stroke-width="3"/>`;
}

function tree(x: number, y: number, p: Palette, size = 1): string {
  const r = Math.round(34 * size);
  return `${rect(x - 5, y - r, 10, r + 6, '#6d4c33')}<circle cx="${x}" cy="${y - r - 10}" r="${r}" fill="${p.accent}"/><circle cx="${x - r / 2}" cy="${y - r + 6}" r="${r * 0.7}" fill="${p.accent}" opacity=".85"/>`;
}

function palm(x: number, y: number, p: Palette): string {
  return `<path d="M${x} ${y}q8-90 2-170" stroke="#7a5a3a" stroke-width="10" fill="none"/><path d="M${x + 2} ${y - 170}q-60-10-90 30M${x + 2} ${y - 170}q60-12 92 26M${x + 2} ${y - 170}q-30-40-70-40M${x + 2} ${y - 170}q36-38 76-34" stroke="${p.accent}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
}

interface Scene {
  sky: [string, string];
  ground: string;
  glass: string;
  sun: string;
}

const DAY: Scene = { sky: ['#8cc8f0', '#e6f4ff'], ground: '#8fc46a', glass: '#9cc9e6', sun: '#ffd45c' };
const DUSK: Scene = { sky: ['#2c3e6b', '#f29a5c'], ground: '#4f6e3e', glass: '#ffd873', sun: '#ffe9a8' };
const OVERCAST: Scene = { sky: ['#a9bccb', '#eef2f5'], ground: '#7fb35e', glass: '#b8d3e4', sun: '#ffffff' };

function villa(p: Palette, s: Scene): string {
  let out = rect(150, 250, 420, 230, p.wall) + rect(570, 340, 140, 140, p.wall2);
  out += `<path d="M130 255L230 175H490L590 255Z" fill="${p.roof}"/><path d="M556 345L600 300H690L726 345Z" fill="${p.roof}"/>`;
  for (const x of [180, 260, 430, 500]) out += windowAt(x, 285, 44, 56, p, s.glass);
  out += rect(150, 362, 420, 10, p.trim);
  for (const x of [180, 500]) out += windowAt(x, 395, 44, 56, p, s.glass);
  out += windowAt(605, 380, 70, 50, p, s.glass);
  out += rect(320, 385, 80, 95, p.door) + rect(300, 352, 120, 14, p.trim);
  for (const x of [304, 404]) out += rect(x, 366, 12, 114, p.trim);
  return out + palm(92, 480, p);
}

function bungalow(p: Palette, s: Scene): string {
  let out = `${rect(110, 330, 580, 150, p.wall)}<path d="M80 336L250 220H550L720 336Z" fill="${p.roof}"/>`;
  out += rect(110, 336, 580, 16, p.wall2, ' opacity=".6"');
  for (const x of [150, 250, 480, 590]) out += windowAt(x, 370, 56, 58, p, s.glass);
  out += rect(370, 380, 64, 100, p.door);
  for (const x of [130, 340, 460, 664]) out += rect(x, 352, 10, 128, p.trim);
  out += rect(110, 470, 580, 12, p.wall2);
  return out + tree(730, 480, p, 0.9) + tree(64, 480, p, 0.7);
}

function townhouse(p: Palette, s: Scene): string {
  let out = '';
  for (let i = 0; i < 3; i += 1) {
    const x = 130 + i * 180;
    const wall = i === 1 ? p.wall2 : p.wall;
    out += rect(x, 170, 180, 310, wall, ` stroke="${p.roof}" stroke-width="2"`) + rect(x - 6, 156, 192, 18, p.roof);
    out += windowAt(x + 30, 200, 120, 60, p, s.glass) + windowAt(x + 30, 295, 120, 60, p, s.glass);
    out +=
      rect(x + 20, 272, 140, 8, p.trim) +
      rect(x + 68, 390, 50, 90, p.door) +
      windowAt(x + 130, 395, 30, 50, p, s.glass);
  }
  return out + tree(80, 480, p, 0.8) + tree(730, 480, p, 0.8);
}

function frontView(subject: HouseSubject, scene: Scene, label: string, mirrored = false): string {
  const p = paletteOf(subject);
  const house = { villa, bungalow, townhouse }[subject.style](p, scene);
  const sunX = 120 + (hash(subject.title) % 520);
  const defs = `<defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>`;
  const ground = `${rect(0, 470, 800, 130, scene.ground)}<path d="M330 600L360 480H440L470 600Z" fill="#d8cdb8"/>`;
  const picture = `<circle cx="${sunX}" cy="90" r="42" fill="${scene.sun}"/>${ground}${house}`;
  return svg(
    `${subject.title}: ${label}`,
    `${defs}${rect(0, 0, 800, 600, 'url(#s)')}${mirrored ? `<g transform="matrix(-1 0 0 1 800 0)">${picture}</g>` : picture}`,
  );
}

function floorPlan(subject: HouseSubject): string {
  const p = paletteOf(subject);
  const bedrooms = Math.max(1, subject.bedrooms);
  const width = 600 / bedrooms;
  let rooms = `${rect(100, 90, 600, 420, '#fff', ' stroke="#333" stroke-width="8"')}<path d="M100 300H700M420 90V300M560 90V300" stroke="#333" stroke-width="4"/>`;
  for (let i = 1; i < bedrooms; i += 1)
    rooms += `<path d="M${100 + i * width} 300V510" stroke="#333" stroke-width="4"/>`;
  const label = (x: number, y: number, text: string) =>
    `<text x="${x}" y="${y}" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#333">${text}</text>`;
  rooms += label(260, 200, 'Living / Dining') + label(490, 200, 'Kitchen') + label(630, 200, 'Bath');
  for (let i = 0; i < bedrooms; i += 1) rooms += label(100 + width * (i + 0.5), 410, `Bed ${i + 1}`);
  rooms += rect(230, 505, 70, 10, '#fff') + rect(100, 80, 600, 4, p.roof, ' opacity=".5"');
  return svg(
    `${subject.title}: floor plan`,
    `${rect(0, 0, 800, 600, '#eef3f8')}${rooms}${label(400, 560, `Ground floor plan (${subject.bedrooms} bedrooms)`)}`,
  );
}

/** A room seen from the door: back wall with a window, floor, and the furniture that names the room. */
function interior(subject: HouseSubject, room: 'living room' | 'kitchen' | 'bedroom' | 'bathroom'): string {
  const p = paletteOf(subject);
  const walls = `${rect(0, 0, 800, 600, p.wall2)}${rect(160, 100, 480, 300, p.wall)}<path d="M0 600L160 400H640L800 600Z" fill="#c9a27a"/>`;
  const view = windowAt(300, 150, 200, 140, p, DAY.glass);
  const furniture = {
    'living room': `${rect(220, 330, 360, 70, p.accent)}${rect(200, 310, 40, 90, p.accent)}${rect(560, 310, 40, 90, p.accent)}${rect(320, 440, 160, 40, p.door)}`,
    kitchen: `${rect(160, 320, 480, 80, p.trim)}${rect(160, 300, 480, 22, p.door)}${rect(300, 450, 200, 20, p.door)}${rect(320, 470, 12, 60, p.door)}${rect(468, 470, 12, 60, p.door)}`,
    bedroom: `${rect(250, 330, 300, 120, p.trim)}${rect(250, 300, 300, 40, p.door)}${rect(270, 350, 110, 40, p.accent)}${rect(420, 350, 110, 40, p.accent)}`,
    bathroom: `${rect(170, 330, 260, 70, '#ffffff', ` stroke="${p.trim}" stroke-width="6"`)}${rect(520, 300, 80, 100, '#ffffff')}<circle cx="560" cy="260" r="30" fill="${DAY.glass}"/>`,
  }[room];
  return svg(`${subject.title}: ${room}`, walls + view + furniture);
}

function sitePlan(subject: HouseSubject): string {
  const p = paletteOf(subject);
  const footprint = { villa: [220, 150, 360, 240], bungalow: [190, 190, 420, 170], townhouse: [260, 120, 280, 300] }[
    subject.style
  ];
  const [x, y, w, h] = footprint as [number, number, number, number];
  const trees = [130, 670]
    .flatMap((tx) => [150, 450].map((ty) => `<circle cx="${tx}" cy="${ty}" r="36" fill="${p.accent}"/>`))
    .join('');
  return svg(
    `${subject.title}: site plan`,
    `${rect(0, 0, 800, 600, '#a7c98a')}${rect(60, 50, 680, 500, 'none', ' stroke="#fff" stroke-width="6" stroke-dasharray="18 12"')}${rect(x, y, w, h, p.roof)}${rect(370, y + h, 60, 550 - y - h, '#d8cdb8')}${trees}<path d="M740 40l-14 40h28z" fill="#333"/><text x="740" y="100" font-family="sans-serif" font-size="18" text-anchor="middle">N</text>`,
  );
}

export type GalleryView =
  | 'dusk-view'
  | 'floor-plan'
  | 'living-room'
  | 'rear-view'
  | 'kitchen'
  | 'site-plan'
  | 'bedroom'
  | 'bathroom';

/** Gallery views in the order a plan shows them; a plan with n gallery images gets the first n. */
export const GALLERY_VIEWS: readonly GalleryView[] = [
  'dusk-view',
  'floor-plan',
  'living-room',
  'rear-view',
  'kitchen',
  'site-plan',
  'bedroom',
  'bathroom',
];

/** Half the plans are drawn the other way round (wing, palm and trees on the other side). */
const isMirrored = (subject: HouseSubject) => (hash(subject.id) >>> 16) % 2 === 1;

export function mainImage(subject: HouseSubject): string {
  return frontView(subject, DAY, 'front view', isMirrored(subject));
}

export function galleryImage(subject: HouseSubject, view: GalleryView): string {
  switch (view) {
    case 'dusk-view':
      return frontView(subject, DUSK, 'at dusk', isMirrored(subject));
    case 'rear-view':
      return frontView(subject, OVERCAST, 'rear view', !isMirrored(subject));
    case 'floor-plan':
      return floorPlan(subject);
    case 'site-plan':
      return sitePlan(subject);
    case 'living-room':
      return interior(subject, 'living room');
    default:
      return interior(subject, view);
  }
}
