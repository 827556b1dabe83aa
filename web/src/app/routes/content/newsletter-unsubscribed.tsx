import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { MessagePage } from '../../../components/ui/message-page.tsx';
import { paths } from '../../../config/paths.ts';
import { unsubscribeByButton } from '../../../features/newsletter/api/mail-link-actions.ts';
import { useMailLinkAction } from '../../../features/newsletter/hooks/use-mail-link-action.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';

/**
 * Where the unsubscribe link in a newsletter mail's text lands. The link only opens this page (mail scanners open links
 * too); the button unsubscribes with the same POST as one-click unsubscribe. `?status=` shows an outcome directly.
 */
export function NewsletterUnsubscribedRoute() {
  const link = useMailLinkAction(unsubscribeByButton);
  if (link.waiting)
    return <UnsubscribeStep busy={link.busy} failed={link.failed} onUnsubscribe={() => void link.run()} />;
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

/** The step before: one button, so the unsubscription is the person's act, not a scanner's. */
function UnsubscribeStep({
  busy,
  failed,
  onUnsubscribe,
}: {
  busy: boolean;
  failed: boolean;
  onUnsubscribe: () => void;
}) {
  useDocumentMeta(t('Unsubscribe'));
  return (
    <MessagePage
      title={t('Unsubscribe from the Newsletter')}
      text={
        failed
          ? t('We could not unsubscribe you just now. Please try again in a moment.')
          : t('Press the button and we will stop sending you the newsletter.')
      }
    >
      <button type="button" className="button button-primary" onClick={onUnsubscribe} disabled={busy} aria-busy={busy}>
        {busy ? t('Unsubscribing...') : t('Unsubscribe')}
      </button>
    </MessagePage>
  );
}
