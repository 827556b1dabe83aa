import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { MessagePage } from '../../../components/ui/message-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';

/** Where the unsubscribe link in a newsletter mail lands, after the API has done its work. */
export function NewsletterUnsubscribedRoute() {
  const [searchParams] = useSearchParams();
  const done = searchParams.get('status') === 'done';
  useDocumentMeta(done ? t('Unsubscribed') : t('Unsubscribe Link Not Valid'));
  return (
    <MessagePage
      title={done ? t('You Have Been Unsubscribed') : t('This Link Is Not Valid')}
      text={
        done
          ? t(
              'You will not receive our newsletter any more. If this was a mistake, you can subscribe again at the bottom of any page.',
            )
          : t(
              'This unsubscribe link is incomplete or has been replaced. Use the link in our most recent email, or contact us and we will unsubscribe you.',
            )
      }
    >
      <ButtonLink to={paths.home.getHref()} variant="primary">
        {t('Back to Home')}
      </ButtonLink>
      {done ? null : (
        <ButtonLink to={paths.contact.getHref()} variant="outline">
          {t('Contact Us')}
        </ButtonLink>
      )}
    </MessagePage>
  );
}
