import { namedIcon } from './icons.tsx';

/** Icons of the account screens (sign-in, profile, settings, admin); their drawings are in icon-paths.ts. */
export const EyeOffIcon = namedIcon('eyeOff');
export const UserIcon = namedIcon('user');
export const LogOutIcon = namedIcon('logOut');
export const CheckIcon = namedIcon('check');
export const ChevronDownIcon = namedIcon('chevronDown');
export const DashboardIcon = namedIcon('dashboard');
export const ChartIcon = namedIcon('chart');
export const BagIcon = namedIcon('bag');
export const UsersIcon = namedIcon('users');
export const ImageIcon = namedIcon('image');
export const MegaphoneIcon = namedIcon('megaphone');
export const SettingsIcon = namedIcon('settings');
export const CompassIcon = namedIcon('compass');
export const SunIcon = namedIcon('sun');
export const MoonIcon = namedIcon('moon');
export const CameraIcon = namedIcon('camera');
export const LockIcon = namedIcon('lock');
