import { NEWSLETTER_CONFIRM_HOURS } from '@shop/shared/content/newsletter';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { MessagePage } from '../../../components/ui/message-page.tsx';
import { paths } from '../../../config/paths.ts';
import { confirmSubscription } from '../../../features/newsletter/api/mail-link-actions.ts';
import { MailLinkStep } from '../../../features/newsletter/components/mail-link-step.tsx';
import { useMailLinkAction } from '../../../features/newsletter/hooks/use-mail-link-action.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';

/**
 * Where the link in the newsletter's confirmation mail lands. The link only opens this page (mail scanners open links
 * too); the person confirms with the button, a POST. `?status=` (links of older mails) shows the outcome directly.
 */
export function NewsletterConfirmedRoute() {
  const link = useMailLinkAction(confirmSubscription);
  if (link.waiting) {
    const texts = {
      pageTitle: t('Confirm Your Subscription'),
      title: t('Confirm Your Subscription'),
      text: t('Press the button to start receiving the Tema House Plans newsletter.'),
      failed: t('We could not confirm just now. Please try again in a moment.'),
      button: t('Confirm my subscription'),
      busyButton: t('Confirming...'),
    };
    return <MailLinkStep texts={texts} busy={link.busy} failed={link.failed} onRun={() => void link.run()} />;
  }
  return <ConfirmOutcome status={link.status} />;
}

/** What happened: confirmed, expired or not a good link. */
function ConfirmOutcome({ status }: { status: string | null }) {
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
