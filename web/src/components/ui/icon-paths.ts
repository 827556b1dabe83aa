/** A stroke drawn apart from the icon's main path: dashed, or filled instead of outlined. */
export interface IconStroke {
  d: string;
  dash?: string;
  filled?: boolean;
}

/** An icon's drawing: one path, or a list when part of it is dashed or filled. */
export type IconDrawing = string | readonly (string | IconStroke)[];

/**
 * Every icon of the shop as SVG path data on a 24-unit grid, drawn with currentColor by `Icon` (icons.tsx). Circles
 * and rounded boxes are written as arcs, so an icon is one path, or a list when part of it is dashed or filled.
 * The drawings of the account screens and of the plan page live beside their components (account-icons.tsx,
 * plan-icons.tsx), so they load with those screens, not with every page's first screen.
 */
export const menu: IconDrawing = 'M4 7h16M4 12h16M4 17h16';
export const close: IconDrawing = 'M6 6l12 12M18 6L6 18';
export const search: IconDrawing = 'M4.5 11a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0zM16 16l4.5 4.5';
export const bed: IconDrawing =
  'M3 19V6M3 15h18v4M21 15v-3a3 3 0 0 0-3-3h-7v6M5.2 11.5a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0z';
export const bath: IconDrawing =
  'M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-3zM6 12V6a2 2 0 0 1 3.6-1.2M7 19l-1 2M17 19l1 2';
export const area: IconDrawing = [
  'M5.5 4h13a1.5 1.5 0 0 1 1.5 1.5v13a1.5 1.5 0 0 1 -1.5 1.5h-13a1.5 1.5 0 0 1 -1.5 -1.5v-13a1.5 1.5 0 0 1 1.5 -1.5z',
  { d: 'M8 12h8M12 8v8', dash: '2 2' },
];
export const grid: IconDrawing =
  'M5 4h4.5a1 1 0 0 1 1 1v4.5a1 1 0 0 1 -1 1h-4.5a1 1 0 0 1 -1 -1v-4.5a1 1 0 0 1 1 -1zM14.5 4h4.5a1 1 0 0 1 1 1v4.5a1 1 0 0 1 -1 1h-4.5a1 1 0 0 1 -1 -1v-4.5a1 1 0 0 1 1 -1zM5 13.5h4.5a1 1 0 0 1 1 1v4.5a1 1 0 0 1 -1 1h-4.5a1 1 0 0 1 -1 -1v-4.5a1 1 0 0 1 1 -1zM14.5 13.5h4.5a1 1 0 0 1 1 1v4.5a1 1 0 0 1 -1 1h-4.5a1 1 0 0 1 -1 -1v-4.5a1 1 0 0 1 1 -1z';
export const list: IconDrawing =
  'M5 5h3a1 1 0 0 1 1 1v3a1 1 0 0 1 -1 1h-3a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1zM5 14h3a1 1 0 0 1 1 1v3a1 1 0 0 1 -1 1h-3a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1zM12 7.5h8M12 16.5h8';
export const heart: IconDrawing =
  'M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z';
export const eye: IconDrawing =
  'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z';
export const arrowRight: IconDrawing = 'M5 12h14M13 6l6 6-6 6';
export const arrowLeft: IconDrawing = 'M19 12H5M11 6l-6 6 6 6';
export const bolt: IconDrawing = 'M13 3L5 13.5h6L10 21l8-10.5h-6L13 3z';
export const shield: IconDrawing =
  'M12 3l7.5 3v5.5c0 4.6-3.2 8.2-7.5 9.5-4.3-1.3-7.5-4.9-7.5-9.5V6L12 3zM8.8 12.2l2.2 2.2 4.3-4.4';
export const clock: IconDrawing = 'M3.5 12a8.5 8.5 0 1 0 17 0a8.5 8.5 0 1 0 -17 0zM12 7.5V12l3 2';
export const headset: IconDrawing =
  'M4.5 14v-2a7.5 7.5 0 0 1 15 0v2M5 13h1a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1 -1.5 1.5h-1a1.5 1.5 0 0 1 -1.5 -1.5v-3a1.5 1.5 0 0 1 1.5 -1.5zM18 13h1a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1 -1.5 1.5h-1a1.5 1.5 0 0 1 -1.5 -1.5v-3a1.5 1.5 0 0 1 1.5 -1.5zM18.5 19c0 1.2-1.5 2-4 2h-1.5';
export const sliders: IconDrawing =
  'M5 6h9M18 6h1M5 12h3M12 12h7M5 18h11M20 18h-1M14 6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0zM8 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0zM16 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0z';
export const document: IconDrawing =
  'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5zM14 3v5h5M9 13h6M9 17h6';
export const layers: IconDrawing = 'M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5';
export const card: IconDrawing =
  'M5 5.5h14a2 2 0 0 1 2 2v9a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-9a2 2 0 0 1 2 -2zM3 10h18M7 15h3';
export const download: IconDrawing = 'M12 4v11M7 10.5l5 5 5-5M5 20h14';
export const phone: IconDrawing =
  'M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1.5 1.5 0 0 1-1.6 1.5C10.6 20 4 13.4 3.5 5.6A1.5 1.5 0 0 1 5 4z';
export const mail: IconDrawing =
  'M5 5.5h14a2 2 0 0 1 2 2v9a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-9a2 2 0 0 1 2 -2zM3.5 7l8.5 6 8.5-6';
export const mapPin: IconDrawing =
  'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM9.7 10a2.3 2.3 0 1 0 4.6 0a2.3 2.3 0 1 0 -4.6 0z';
export const star: IconDrawing = 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8L12 3.5z';
export const facebook: IconDrawing =
  'M14.5 8H16V4.5h-2c-2.5 0-4 1.6-4 4.1V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9c0-.6.4-1 1-1z';
export const instagram: IconDrawing = [
  'M8.5 3.5h7a5 5 0 0 1 5 5v7a5 5 0 0 1 -5 5h-7a5 5 0 0 1 -5 -5v-7a5 5 0 0 1 5 -5zM8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0z',
  { d: 'M16.6 6.8a0.6 0.6 0 1 0 1.2 0a0.6 0.6 0 1 0 -1.2 0z', filled: true },
];
export const xSocial: IconDrawing = 'M4.5 4h4l11 16h-4L4.5 4zM19.5 4l-6.2 7M4.5 20l6.2-7';
export const linkedIn: IconDrawing =
  'M6 3.5h12a2.5 2.5 0 0 1 2.5 2.5v12a2.5 2.5 0 0 1 -2.5 2.5h-12a2.5 2.5 0 0 1 -2.5 -2.5v-12a2.5 2.5 0 0 1 2.5 -2.5zM8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5c0-1.7 1-3 2.5-3s2.5 1 2.5 3V17';
