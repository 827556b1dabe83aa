import { adLinkHref } from '@shop/shared/storefront/ad-display';
import type { AdPosition, AdTargetPage } from '@shop/shared/storefront/ads';
import { useEffect, useMemo, useRef } from 'react';
import { ResponsiveImg } from '../../../components/ui/responsive-img.tsx';
import { useAds } from '../api/get-ads.ts';
import { recordAdClick, recordAdImpression } from '../api/record-ad-event.ts';
import '../ads.css';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { pickAd } from '../utils/pick-ad.ts';

/** A banner spans the page's content column (1200 px less its padding); on a phone its picture is an 88 px square. */
const AD_SIZES = '(max-width: 699px) 88px, (min-width: 1200px) 1168px, calc(100vw - 2rem)';

interface AdBannerProps {
  page: AdTargetPage;
  position: AdPosition;
  /** One id per page load, shared by every slot on the page. */
  pageLoadId: string;
}

/**
 * A banner slot: one live ad picked at random, its impression counted once for this page load and each click
 * counted. Staff-written HTML (`content`) is never rendered here; the banner shows its picture, else title and text.
 * Nothing at all shows when there is no ad or the ads could not be loaded; the top slot keeps a banner's room
 * while they load.
 */
/** What a screen reader hears for each banner, in the page's language (the English keeps the position's name). */
const AD_LABELS: Record<AdPosition, string> = {
  top: msg('Advertisement, top banner'),
  bottom: msg('Advertisement, bottom banner'),
  sidebar: msg('Advertisement, sidebar banner'),
  between_plans: msg('Advertisement, between_plans banner'),
};

export function AdBanner({ page, position, pageLoadId }: AdBannerProps) {
  const ads = useAds(page);
  const ad = useMemo(() => (ads.data ? pickAd(ads.data.ads, position, new Date()) : null), [ads.data, position]);
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (!ad || counted.current === ad.id) return;
    counted.current = ad.id;
    recordAdImpression(ad.id, pageLoadId);
  }, [ad, pageLoadId]);

  // The top slot keeps a banner's room while the ads load, so the plans below do not jump when one arrives.
  if (ads.isPending && position === 'top') return <div className="ad-banner-reserved" aria-hidden="true" />;
  if (!ad) return null;
  const href = adLinkHref(ad.link_url);
  const text = (
    <span className="ad-text">
      <span className="ad-title">{ad.title}</span>
      {ad.description ? <span className="ad-description">{ad.description}</span> : null}
    </span>
  );
  // The title and text are real text, so they stay readable on a 360 px phone (a headline drawn into a wide
  // picture shrinks to a few pixels there): over the picture on wide screens, beside a square of it on phones.
  const body = ad.image_url ? (
    <>
      <ResponsiveImg
        className="ad-picture"
        src={ad.image_url}
        sizes={AD_SIZES}
        alt=""
        width={1200}
        height={200}
        decoding="async"
      />
      {text}
    </>
  ) : (
    text
  );

  return (
    // i18next-instrument-ignore-next-line
    <aside className={`ad-banner ad-banner-${position}`} aria-label={t(AD_LABELS[position])}>
      <span className="ad-label">{t('Ad')}</span>
      {href ? (
        <a
          className={ad.image_url ? 'ad-link has-picture' : 'ad-link'}
          href={href}
          target="_blank"
          rel="noopener"
          onClick={() => recordAdClick(ad.id, pageLoadId)}
        >
          {body}
          <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
        </a>
      ) : (
        <div className={ad.image_url ? 'ad-link has-picture' : 'ad-link'}>{body}</div>
      )}
    </aside>
  );
}
