import type { SVGProps } from 'react';
import { ICON_PATHS, type IconName, type IconStroke } from './icon-paths.ts';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * An inline line icon on a 24-unit grid, drawn with currentColor from its path data (icon-paths.ts): no icon
 * library, no extra requests.
 */
export function Icon({ name, size = 20, ...props }: IconProps & { name: IconName }) {
  const drawing: string | readonly (string | IconStroke)[] = ICON_PATHS[name];
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {typeof drawing === 'string' ? (
        <path d={drawing} />
      ) : (
        drawing.map((stroke) =>
          typeof stroke === 'string' ? (
            <path key={stroke} d={stroke} />
          ) : (
            <path
              key={stroke.d}
              d={stroke.d}
              strokeDasharray={stroke.dash}
              fill={stroke.filled ? 'currentColor' : undefined}
            />
          ),
        )
      )}
    </svg>
  );
}

/** One icon as a component of its own, so a screen imports what it shows by name. */
export function namedIcon(name: IconName) {
  const NamedIcon = (props: IconProps) => <Icon {...props} name={name} />;
  return NamedIcon;
}

export const MenuIcon = namedIcon('menu');
export const CloseIcon = namedIcon('close');
export const SearchIcon = namedIcon('search');
export const BedIcon = namedIcon('bed');
export const BathIcon = namedIcon('bath');
export const AreaIcon = namedIcon('area');
export const GridIcon = namedIcon('grid');
export const ListIcon = namedIcon('list');
export const HeartIcon = namedIcon('heart');
export const EyeIcon = namedIcon('eye');
export const ArrowRightIcon = namedIcon('arrowRight');
export const ArrowLeftIcon = namedIcon('arrowLeft');
export const BoltIcon = namedIcon('bolt');
export const ShieldIcon = namedIcon('shield');
export const ClockIcon = namedIcon('clock');
export const HeadsetIcon = namedIcon('headset');
export const SlidersIcon = namedIcon('sliders');
export const DocumentIcon = namedIcon('document');
export const LayersIcon = namedIcon('layers');
export const CardIcon = namedIcon('card');
export const DownloadIcon = namedIcon('download');
export const PhoneIcon = namedIcon('phone');
export const MailIcon = namedIcon('mail');
export const MapPinIcon = namedIcon('mapPin');
export const StarIcon = namedIcon('star');
export const FacebookIcon = namedIcon('facebook');
export const InstagramIcon = namedIcon('instagram');
export const XSocialIcon = namedIcon('xSocial');
export const LinkedInIcon = namedIcon('linkedIn');
