import { NEWSLETTER_CONFIRM_HOURS } from '@shop/shared/content/newsletter';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { MessagePage } from '../../../components/ui/message-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';

/** Where the link in the newsletter's confirmation mail lands, after the API has done its work. */
export function NewsletterConfirmedRoute() {
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status');
  const done = status === 'done';
  const expired = status === 'expired';
  useDocumentMeta(done ? t('Subscription Confirmed') : t('Confirmation Link Not Valid'));
  const title = done
    ? t('Your Subscription Is Confirmed')
    : expired
      ? t('This Link Has Expired')
      : t('This Link Is Not Valid');
  const text = done
    ? t('Thank you! A welcome email is on its way. Every newsletter has a link to unsubscribe in one click.')
    : expired
      ? t(
          'Confirmation links work for {hours} hours. Sign up again at the bottom of any page and we will send a new one.',
          {
            hours: NEWSLETTER_CONFIRM_HOURS,
          },
        )
      : t('This confirmation link is incomplete or has been replaced. Use the link in our most recent email.');
  return (
    <MessagePage title={title} text={text}>
      <ButtonLink to={paths.home.getHref()} variant="primary">
        {t('Back to Home')}
      </ButtonLink>
    </MessagePage>
  );
}
