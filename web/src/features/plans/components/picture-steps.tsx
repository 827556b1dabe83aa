import { t } from '../../../i18n/i18n.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './plan-icons.tsx';

/**
 * The previous and next buttons over a plan's pictures, in the gallery (`gallery`) and the full-size view
 * (`lightbox`); shown only when there is more than one picture.
 */
export function PictureSteps({
  kind,
  total,
  iconSize,
  onStep,
}: {
  kind: 'gallery' | 'lightbox';
  total: number;
  iconSize: number;
  onStep: (delta: number) => void;
}) {
  if (total <= 1) return null;
  return (
    <>
      <button
        type="button"
        className={`${kind}-nav ${kind}-prev`}
        onClick={() => onStep(-1)}
        aria-label={t('Previous picture')}
      >
        <ChevronLeftIcon size={iconSize} />
      </button>
      <button
        type="button"
        className={`${kind}-nav ${kind}-next`}
        onClick={() => onStep(1)}
        aria-label={t('Next picture')}
      >
        <ChevronRightIcon size={iconSize} />
      </button>
    </>
  );
}
