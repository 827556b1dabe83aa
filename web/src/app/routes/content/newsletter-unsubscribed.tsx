import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { MessagePage } from '../../../components/ui/message-page.tsx';
import { paths } from '../../../config/paths.ts';
import { unsubscribeByButton } from '../../../features/newsletter/api/mail-link-actions.ts';
import { MailLinkStep } from '../../../features/newsletter/components/mail-link-step.tsx';
import { useMailLinkAction } from '../../../features/newsletter/hooks/use-mail-link-action.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';

/**
 * Where the unsubscribe link in a newsletter mail's text lands. The link only opens this page (mail scanners open links
 * too); the button unsubscribes with the same POST as one-click unsubscribe. `?status=` shows an outcome directly.
 */
export function NewsletterUnsubscribedRoute() {
  const link = useMailLinkAction(unsubscribeByButton);
  if (link.waiting) {
    const texts = {
      pageTitle: t('Unsubscribe'),
      title: t('Unsubscribe from the Newsletter'),
      text: t('Press the button and we will stop sending you the newsletter.'),
      failed: t('We could not unsubscribe you just now. Please try again in a moment.'),
      button: t('Unsubscribe'),
      busyButton: t('Unsubscribing...'),
    };
    return <MailLinkStep texts={texts} busy={link.busy} failed={link.failed} onRun={() => void link.run()} />;
  }
  return <UnsubscribeOutcome done={link.status === 'done'} />;
}

/** What happened: unsubscribed, or not a good link. */
function UnsubscribeOutcome({ done }: { done: boolean }) {
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
