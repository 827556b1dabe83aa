import { LOGO_URL } from '@shop/shared/constants';
import { useState } from 'react';

/** A project picture that falls back to the logo when it fails to load (storefront spec section 8). */
export function PortfolioImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      className={`${className ?? ''}${broken ? ' is-logo' : ''}`}
      src={broken || !src ? LOGO_URL : src}
      alt={alt}
      width={800}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
