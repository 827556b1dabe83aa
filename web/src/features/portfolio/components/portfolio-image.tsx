import { LOGO_URL } from '@shop/shared/constants';
import { useState } from 'react';
import { ResponsiveImg } from '../../../components/ui/responsive-img.tsx';

/** A project picture that falls back to the logo when it fails to load. */
export function PortfolioImage({
  src,
  alt,
  className,
  priority = false,
  sizes = '(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw',
}: {
  src: string;
  alt: string;
  className?: string;
  priority?: boolean;
  /** How wide the picture is drawn; a project card's width by default. */
  sizes?: string;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <ResponsiveImg
      sizes={sizes}
      fetchPriority={priority ? 'high' : undefined}
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
