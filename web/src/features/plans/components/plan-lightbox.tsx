import { useEffect, useRef } from 'react';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { ResponsiveImg } from '../../../components/ui/responsive-img.tsx';
import { t } from '../../../i18n/i18n.ts';
import { stepIndex } from '../utils/gallery.ts';
import { PictureSteps } from './picture-steps.tsx';

interface PlanLightboxProps {
  title: string;
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Full-size pictures in a modal <dialog>: the browser traps focus inside, closes it on Escape and hands focus
 * back to the picture that opened it. Left and right arrow keys move between pictures.
 */
export function PlanLightbox({ title, images, index, onIndexChange, onClose }: PlanLightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const total = images.length;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const go = (delta: number) => onIndexChange(stepIndex(index, delta, total));

  return (
    <dialog
      ref={ref}
      className="lightbox"
      aria-label={t('{title}: picture {number} of {total}', { title, number: index + 1, total })}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        else if (event.key === 'ArrowRight') go(1);
      }}
    >
      <ResponsiveImg
        className="lightbox-image"
        src={images[index] ?? ''}
        sizes="100vw"
        alt={t('{title}, view {number} of {total}', { title, number: index + 1, total })}
      />
      <p className="lightbox-counter">
        {index + 1} / {total}
      </p>
      <button type="button" className="lightbox-close" onClick={() => ref.current?.close()} aria-label={t('Close')}>
        <CloseIcon size={24} />
      </button>
      <PictureSteps kind="lightbox" total={total} iconSize={28} onStep={go} />
    </dialog>
  );
}
