import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { MessagePage } from '../../../components/ui/message-page.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';

/** Checkout with nothing it can sell (the hand-over is unreadable, the plan is gone): why, and back to the plans. */
export function NoCheckoutData({ text }: { text: string }) {
  return (
    <MessagePage headingId="no-checkout-heading" title={t('No Checkout Data')} text={text}>
      <ButtonLink to={paths.plans.getHref()} variant="primary">
        {t('Browse Plans')}
      </ButtonLink>
    </MessagePage>
  );
}
