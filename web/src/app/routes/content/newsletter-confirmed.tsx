import { type ConfirmStatus, NEWSLETTER_CONFIRM_HOURS } from '@shop/shared/content/newsletter';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { MessagePage } from '../../../components/ui/message-page.tsx';
import { paths } from '../../../config/paths.ts';
import { confirmSubscription } from '../../../features/newsletter/api/mail-link-actions.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';

/**
 * Where the link in the newsletter's confirmation mail lands. The link only opens this page (mail scanners open links
 * too); the person confirms with the button, a POST. `?status=` (links of older mails) shows the outcome directly.
 */
export function NewsletterConfirmedRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [answered, setAnswered] = useState<ConfirmStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setAnswered(await confirmSubscription(token ?? ''));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  if (token && !answered) return <ConfirmStep busy={busy} failed={failed} onConfirm={() => void confirm()} />;
  return <ConfirmOutcome status={answered ?? searchParams.get('status')} />;
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

/** The step before: one button that confirms, so the subscription is the person's act, not a scanner's. */
function ConfirmStep({ busy, failed, onConfirm }: { busy: boolean; failed: boolean; onConfirm: () => void }) {
  useDocumentMeta(t('Confirm Your Subscription'));
  return (
    <MessagePage
      title={t('Confirm Your Subscription')}
      text={
        failed
          ? t('We could not confirm just now. Please try again in a moment.')
          : t('Press the button to start receiving the Tema House Plans newsletter.')
      }
    >
      <button type="button" className="button button-primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
        {busy ? t('Confirming...') : t('Confirm my subscription')}
      </button>
    </MessagePage>
  );
}
