import type { IconDrawing } from './icon-paths.ts';
import { namedIcon } from './icons.tsx';

const eyeOff: IconDrawing =
  'M3 3l18 18M10.6 5.6A9.8 9.8 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16.6 16.6 0 0 1-3 3.7M6.3 6.9C3.9 8.6 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.2-1M9.9 9.9a3 3 0 0 0 4.2 4.2';
const user: IconDrawing = 'M8.2 8a3.8 3.8 0 1 0 7.6 0a3.8 3.8 0 1 0 -7.6 0zM4.5 20c.8-3.8 3.9-6 7.5-6s6.7 2.2 7.5 6';
const logOut: IconDrawing =
  'M9.5 20H5.5a1.5 1.5 0 0 1-1.5-1.5v-13A1.5 1.5 0 0 1 5.5 4h4M15.5 16.5L20 12l-4.5-4.5M20 12H9.5';
const check: IconDrawing = 'M5 12.5l4.5 4.5L19 7.5';
const chevronDown: IconDrawing = 'M6 9l6 6 6-6';
const dashboard: IconDrawing =
  'M5 3.5h4a1.5 1.5 0 0 1 1.5 1.5v5a1.5 1.5 0 0 1 -1.5 1.5h-4a1.5 1.5 0 0 1 -1.5 -1.5v-5a1.5 1.5 0 0 1 1.5 -1.5zM15 3.5h4a1.5 1.5 0 0 1 1.5 1.5v2a1.5 1.5 0 0 1 -1.5 1.5h-4a1.5 1.5 0 0 1 -1.5 -1.5v-2a1.5 1.5 0 0 1 1.5 -1.5zM15 11.5h4a1.5 1.5 0 0 1 1.5 1.5v6a1.5 1.5 0 0 1 -1.5 1.5h-4a1.5 1.5 0 0 1 -1.5 -1.5v-6a1.5 1.5 0 0 1 1.5 -1.5zM5 14.5h4a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1 -1.5 1.5h-4a1.5 1.5 0 0 1 -1.5 -1.5v-3a1.5 1.5 0 0 1 1.5 -1.5z';
const chart: IconDrawing = 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6';
const bag: IconDrawing = 'M5 8h14l-1 12H6L5 8zM9 8V6.5a3 3 0 0 1 6 0V8';
const users: IconDrawing =
  'M5.7 8.5a3.3 3.3 0 1 0 6.6 0a3.3 3.3 0 1 0 -6.6 0zM3 19.5c.7-3.3 3.2-5.2 6-5.2s5.3 1.9 6 5.2M15.5 5.6a3.3 3.3 0 0 1 0 6M17.5 14.6c1.8.7 3 2.4 3.5 4.9';
const image: IconDrawing =
  'M5.5 4.5h13a2 2 0 0 1 2 2v11a2 2 0 0 1 -2 2h-13a2 2 0 0 1 -2 -2v-11a2 2 0 0 1 2 -2zM7.2 10a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0zM20.5 16l-5-5-9 8.5';
const megaphone: IconDrawing = 'M4 10v4h3l7 4.5V5.5L7 10H4zM17.5 9a4 4 0 0 1 0 6';
const settings: IconDrawing =
  'M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z';
const compass: IconDrawing = 'M3.5 12a8.5 8.5 0 1 0 17 0a8.5 8.5 0 1 0 -17 0zM15.5 8.5l-2 5-5 2 2-5 5-2z';
const sun: IconDrawing =
  'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0zM12 2.5v2M12 19.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4L6 18M18 6l1.4-1.4';
const moon: IconDrawing = 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z';
const camera: IconDrawing = 'M4 8h3l1.5-2.5h7L17 8h3v11H4V8zM8.5 13a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0z';
const lock: IconDrawing =
  'M7 10.5h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6a2 2 0 0 1 2 -2zM8 10.5V7.5a4 4 0 0 1 8 0v3';

/** Icons of the account screens (sign-in, profile, settings, admin); their drawings are in icon-paths.ts. */
export const EyeOffIcon = /* @__PURE__ */ namedIcon(eyeOff);
export const UserIcon = /* @__PURE__ */ namedIcon(user);
export const LogOutIcon = /* @__PURE__ */ namedIcon(logOut);
export const CheckIcon = /* @__PURE__ */ namedIcon(check);
export const ChevronDownIcon = /* @__PURE__ */ namedIcon(chevronDown);
export const DashboardIcon = /* @__PURE__ */ namedIcon(dashboard);
export const ChartIcon = /* @__PURE__ */ namedIcon(chart);
export const BagIcon = /* @__PURE__ */ namedIcon(bag);
export const UsersIcon = /* @__PURE__ */ namedIcon(users);
export const ImageIcon = /* @__PURE__ */ namedIcon(image);
export const MegaphoneIcon = /* @__PURE__ */ namedIcon(megaphone);
export const SettingsIcon = /* @__PURE__ */ namedIcon(settings);
export const CompassIcon = /* @__PURE__ */ namedIcon(compass);
export const SunIcon = /* @__PURE__ */ namedIcon(sun);
export const MoonIcon = /* @__PURE__ */ namedIcon(moon);
export const CameraIcon = /* @__PURE__ */ namedIcon(camera);
export const LockIcon = /* @__PURE__ */ namedIcon(lock);
