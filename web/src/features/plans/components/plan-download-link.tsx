import type { PublicPlan } from '@shop/shared/plans/plan';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';

/** The anchor of a plan page's packages, where Download leads someone who has not bought the plan. */
export const PACKAGES_ANCHOR = 'packages';

/**
 * A list card's Download (next to View Details and Save/Saved): to the buyer's download
 * page when they own the plan, else to the plan's packages to buy it.
 */
export function PlanDownloadLink({ plan, orderId }: { plan: PublicPlan; orderId: string | undefined }) {
  const to = orderId ? paths.download.getHref(orderId) : `${paths.plan.getHref(plan.id)}#${PACKAGES_ANCHOR}`;
  return (
    <ButtonLink to={to} variant="outline">
      <DownloadIcon size={18} />
      {t('Download')}
      <span className="visually-hidden"> {plan.title}</span>
    </ButtonLink>
  );
}
