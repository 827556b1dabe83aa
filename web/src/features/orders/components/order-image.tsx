import { LOGO_URL } from '@shop/shared/constants';
import { normalizeImageUrl } from '@shop/shared/plans/normalize-image-url';
import { useState } from 'react';
import { ResponsiveImg } from '../../../components/ui/responsive-img.tsx';

/** The plan's picture on an order card; a missing or broken one shows the logo. */
export function OrderImage({ url, title }: { url: string; title: string }) {
  const wanted = normalizeImageUrl(url) || LOGO_URL;
  const [broken, setBroken] = useState(false);
  const src = broken ? LOGO_URL : wanted;
  return (
    <ResponsiveImg
      sizes="160px"
      className={`order-image${src === LOGO_URL ? ' is-logo' : ''}`}
      src={src}
      alt={title}
      width={160}
      height={120}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
