import { ONLINE_PAYMENTS_OFF_MESSAGE } from '@shop/shared/settings/site-settings';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { t } from '../i18n/i18n.ts';
import { FormAlert } from './ui/form-alert.tsx';

/** Shown in place of Pay (and Proceed to Checkout) while staff have switched Enable Online Payments off. */
export function PaymentsOffNotice() {
  return (
    <FormAlert
      tone="info"
      title={t('Online payments are off')}
      actions={
        <Link to={paths.contact.getHref()} className="button button-primary">
          {t('Contact Us')}
        </Link>
      }
    >
      {t(ONLINE_PAYMENTS_OFF_MESSAGE)}
    </FormAlert>
  );
}
