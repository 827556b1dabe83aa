import type { SVGProps } from 'react';
import type { IconDrawing } from './icon-paths.ts';
import * as ICON_PATHS from './icon-paths.ts';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * An inline line icon on a 24-unit grid, drawn with currentColor from its path data (icon-paths.ts): no icon
 * library, no extra requests.
 */
export function Icon({ drawing, size = 20, ...props }: IconProps & { drawing: IconDrawing }) {
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

/**
 * One icon as a component of its own, so a screen imports what it shows by name; marked pure at each use so an
 * icon no page imports is left out of the build with its drawing.
 */
export function namedIcon(drawing: IconDrawing) {
  const NamedIcon = (props: IconProps) => <Icon {...props} drawing={drawing} />;
  return NamedIcon;
}

export const MenuIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.menu);
export const CloseIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.close);
export const SearchIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.search);
export const BedIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.bed);
export const BathIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.bath);
export const AreaIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.area);
export const GridIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.grid);
export const ListIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.list);
export const HeartIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.heart);
export const EyeIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.eye);
export const ArrowRightIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.arrowRight);
export const ArrowLeftIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.arrowLeft);
export const BoltIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.bolt);
export const ShieldIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.shield);
export const ClockIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.clock);
export const HeadsetIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.headset);
export const SlidersIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.sliders);
export const DocumentIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.document);
export const LayersIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.layers);
export const CardIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.card);
export const DownloadIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.download);
export const PhoneIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.phone);
export const MailIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.mail);
export const MapPinIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.mapPin);
export const StarIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.star);
export const FacebookIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.facebook);
export const InstagramIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.instagram);
export const XSocialIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.xSocial);
export const LinkedInIcon = /* @__PURE__ */ namedIcon(ICON_PATHS.linkedIn);
