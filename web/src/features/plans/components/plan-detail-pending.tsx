import { Spinner } from '../../../components/ui/spinner.tsx';
import { EARLY_PICTURE_ATTRIBUTE } from '../../../lib/early-picture.ts';
import '../plan-page.css';
import { t } from '../../../i18n/i18n.ts';

/**
 * The plan page before its data: the gallery's box, in the same place and size as the loaded gallery, then the
 * spinner. On a prerendered page the boot script paints the plan's main picture into the box before the app
 * has arrived, so on a slow network the buyer sees the plan at once; React leaves the box's style alone.
 */
export function PlanDetailPending() {
  return (
    <>
      <div className="plan-details" aria-hidden="true">
        <div className="plan-details-gallery">
          {/* The boot script may have set the picture as this box's style before hydration: expected, not a mismatch. */}
          <div className="gallery-stage" {...{ [EARLY_PICTURE_ATTRIBUTE]: '' }} suppressHydrationWarning />
        </div>
      </div>
      <Spinner label={t('Loading plan details...')} className="page-loading" />
    </>
  );
}
