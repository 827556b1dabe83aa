import { GALLERY_FULL_SIZE_HINT_ABOVE, GALLERY_ROTATION_MS, LOGO_URL } from '@shop/shared/constants';
import { GALLERY_SIZES } from '@shop/shared/pictures/gallery-sizes';
import { pictureSources } from '@shop/shared/pictures/picture-variants';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ResponsiveImg } from '../../../components/ui/responsive-img.tsx';
import { t } from '../../../i18n/i18n.ts';
import { lighterSizes, useSaveData } from '../../../lib/save-data.ts';
import { useSeenOnScreen } from '../hooks/use-seen-on-screen.ts';
import { galleryImages, stepIndex } from '../utils/gallery.ts';
import { PictureSteps } from './picture-steps.tsx';
import { ExpandIcon } from './plan-icons.tsx';

const PlanLightbox = lazy(() => import('./plan-lightbox.tsx').then((module) => ({ default: module.PlanLightbox })));

/** Downloads the variant of `url` the stage's srcset will pick (not the largest JPEG), then calls `done`. */
function whenPictureLoaded(url: string, done: () => void): void {
  const image = new Image();
  image.onload = done;
  image.onerror = done;
  image.sizes = GALLERY_SIZES;
  const sources = pictureSources(url);
  if (sources) image.srcset = sources.webp;
  image.src = url;
}

/**
 * The plan page's pictures: previous/next, an 'n / total' counter, a grid of all pictures, and a full-size lightbox
 * on click. With more than one picture it moves on by itself every 3 s; the timer belongs to this component, so it
 * stops when the visitor leaves the page, and each move downloads its picture when it is due, never ahead. It also
 * rests while the lightbox is open or the visitor is pointing at or tabbing through the gallery, so nothing moves
 * under them, and while the gallery is out of view or the tab hidden: a page left open would otherwise download
 * every picture. Under Save-Data (the phone's or the buyer's setting) it moves only when asked, and the pictures the
 * buyer steps to come at a 1x screen's size.
 */
export function PlanGallery({
  plan,
}: {
  plan: Pick<PublicPlan, 'title' | 'image_url' | 'gallery_images' | 'plan_type'>;
}) {
  const images = galleryImages(plan);
  const total = images.length;
  const [index, setIndex] = useState(0);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const [resting, setResting] = useState(false);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  // The 3 s start once the first picture is on screen (or failed), so a slow network never skips it unseen.
  const [firstShown, setFirstShown] = useState(false);
  const savingData = useSaveData();
  const stage = useRef<HTMLElement>(null);
  const onScreen = useSeenOnScreen(stage);
  // The list's copy of a plan can be replaced by a fuller one with fewer pictures: never point past the end.
  const shown = Math.min(index, Math.max(total - 1, 0));
  const current = images[shown] ?? LOGO_URL;
  const src = broken.has(current) ? LOGO_URL : current;

  // A timed move fetches its picture when it is due and shows it once it has arrived: nothing is downloaded for a
  // picture the buyer may never see (they scroll on, point at the gallery, leave), and no move paints half a picture.
  const upcoming = total > 1 ? images[stepIndex(shown, 1, total)] : undefined;
  useEffect(() => {
    if (!upcoming || !firstShown || lightboxOpen || resting || !onScreen || savingData) return;
    // People who ask their system for less motion get a gallery that moves only when they move it.
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let due = true;
    const timer = setTimeout(() => {
      whenPictureLoaded(upcoming, () => {
        if (due) setIndex((value) => stepIndex(value, 1, total));
      });
    }, GALLERY_ROTATION_MS);
    return () => {
      due = false;
      clearTimeout(timer);
    };
  }, [upcoming, total, firstShown, lightboxOpen, resting, onScreen, savingData]);

  const go = (delta: number) => setIndex((value) => stepIndex(value, delta, total));
  const markBroken = (url: string) => setBroken((set) => new Set(set).add(url));

  return (
    <section
      ref={stage}
      className="gallery"
      aria-label={t('Plan pictures')}
      onPointerEnter={() => setResting(true)}
      onPointerLeave={() => setResting(false)}
      onFocus={() => setResting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setResting(false);
      }}
    >
      <div className="gallery-stage">
        <button
          type="button"
          className="gallery-open"
          onClick={() => setLightboxOpen(true)}
          aria-label={t('Open picture {number} of {total} full size', { number: shown + 1, total })}
        >
          <ResponsiveImg
            className={`plan-image${src === LOGO_URL ? ' is-logo' : ''}`}
            src={src}
            // The first picture keeps the size the page's HTML already asked for (one download, not two).
            sizes={savingData && shown > 0 ? lighterSizes(GALLERY_SIZES, window.devicePixelRatio) : GALLERY_SIZES}
            alt={t('{title}, view {number} of {total}', { title: plan.title, number: shown + 1, total })}
            width={800}
            height={600}
            fetchPriority={shown === 0 ? 'high' : undefined}
            onLoad={() => setFirstShown(true)}
            onError={() => {
              setFirstShown(true);
              markBroken(current);
            }}
          />
        </button>
        <PictureSteps kind="gallery" total={total} iconSize={22} onStep={go} />
        <p className="gallery-counter" aria-live="off">
          {shown + 1} / {total}
        </p>
      </div>
      {total > GALLERY_FULL_SIZE_HINT_ABOVE ? (
        <p className="gallery-hint">
          <ExpandIcon size={16} /> {t('Click any picture for full size')}
        </p>
      ) : null}
      {total > 1 ? (
        <ul className="gallery-grid">
          {images.map((url, position) => (
            <li key={url}>
              <button
                type="button"
                className="gallery-thumb"
                aria-current={position === shown ? 'true' : undefined}
                aria-label={t('Show picture {number}', { number: position + 1 })}
                onClick={() => setIndex(position)}
              >
                <ResponsiveImg
                  src={broken.has(url) ? LOGO_URL : url}
                  sizes="72px"
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  onError={() => markBroken(url)}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {lightboxOpen ? (
        <Suspense fallback={null}>
          <PlanLightbox
            title={plan.title}
            images={images.map((url) => (broken.has(url) ? LOGO_URL : url))}
            index={shown}
            onIndexChange={setIndex}
            onClose={() => setLightboxOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
