import { ONLINE_PAYMENTS_OFF_MESSAGE } from '@shop/shared/settings/site-settings';
import { paths } from '../config/paths.ts';
import { t } from '../i18n/i18n.ts';
import { ButtonLink } from './ui/button-link.tsx';
import { FormAlert } from './ui/form-alert.tsx';

/** Shown in place of Pay (and Proceed to Checkout) while staff have switched Enable Online Payments off. */
export function PaymentsOffNotice() {
  return (
    <FormAlert
      tone="info"
      title={t('Online payments are off')}
      actions={
        <ButtonLink to={paths.contact.getHref()} variant="primary">
          {t('Contact Us')}
        </ButtonLink>
      }
    >
      {/* i18next-instrument-ignore-next-line */}
      {t(ONLINE_PAYMENTS_OFF_MESSAGE)}
    </FormAlert>
  );
}
