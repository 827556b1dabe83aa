import { pictureSources } from '@shop/shared/pictures/picture-variants';
import { type ImgHTMLAttributes, useState } from 'react';

export type ResponsiveImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  src: string;
  /** Required: empty for a decorative picture whose meaning is in the text beside it. */
  alt: string;
  /** How wide the picture is drawn, as the browser's `sizes` attribute: it picks the variant from this. */
  sizes: string;
};

/**
 * An <img> of a shop picture: for an address with variants (docs/decisions/0019-picture-variants.md) a WebP
 * `srcset` from 320 px up and the JPEG as `src`, so the browser downloads only the width the screen needs.
 * A browser that cannot show the WebP (Safari before 14) gets the JPEG on a second try; only then is the
 * caller's onError (the logo or initials fallback) called. Other addresses are shown as they are.
 */
export function ResponsiveImg({ src, sizes, alt, onError, ...img }: ResponsiveImgProps) {
  const sources = pictureSources(src);
  const [plainFor, setPlainFor] = useState<string | null>(null);
  const withSet = sources !== undefined && plainFor !== src;
  // sizes and srcset come before src so the browser never starts on the fallback first.
  return (
    <img
      {...img}
      alt={alt}
      sizes={withSet ? sizes : undefined}
      srcSet={withSet ? sources.webp : undefined}
      src={src}
      onError={(event) => {
        if (withSet) setPlainFor(src);
        else onError?.(event);
      }}
    />
  );
}
