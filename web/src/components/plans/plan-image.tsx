import { LOGO_URL } from '@shop/shared/constants';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { useState } from 'react';
import { planImageUrl } from '../../lib/plans/plan-image.ts';
import { ResponsiveImg } from '../ui/responsive-img.tsx';

interface PlanImageProps {
  plan: Pick<PublicPlan, 'title' | 'image_url' | 'gallery_images' | 'plan_type'>;
  /** The first image a visitor sees: fetched eagerly and ahead of other images. Everything else waits for scroll. */
  priority?: boolean;
  className?: string;
  /** How wide the card draws the picture (the browser's `sizes`). */
  sizes: string;
}

/** A plan's picture in a fixed 4:3 box (no layout shift); a broken address shows the logo instead. */
export function PlanImage({ plan, priority = false, className, sizes }: PlanImageProps) {
  const url = planImageUrl(plan);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const src = brokenUrl === url ? LOGO_URL : url;
  const isLogo = src === LOGO_URL;

  return (
    <ResponsiveImg
      className={`plan-image${isLogo ? ' is-logo' : ''} ${className ?? ''}`}
      src={src}
      alt={plan.title}
      width={800}
      height={600}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (!isLogo) setBrokenUrl(url);
      }}
    />
  );
}
