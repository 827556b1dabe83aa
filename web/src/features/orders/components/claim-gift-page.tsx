import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { MessagePage } from '../../../components/ui/message-page.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.tsx';
import { useClaimGift } from '../api/claim-gift.ts';

export const CLAIM_TEXTS = {
  title: msg('A house plan for you'),
  signInText: msg(
    'Someone has given you a house plan. Log in, or create an account with any email address, to claim it: the licence will be in your name.',
  ),
  readyText: msg('Claim the plan for the account you are signed in with. The licence will be in your name.'),
  invalidText: msg('This gift link is not complete. Please open the link from your mail again.'),
  claimedTitle: msg('The plan is yours'),
  claimedText: msg('{plan} is now in your orders, licensed in your name. Your files are ready to download.'),
} as const;

/**
 * /gift/claim?order=…&token=…: a signed-out visitor is asked to sign in or sign up (the dialog brings them back
 * here); a signed-in one claims the plan for their account with one button. The server decides everything.
 */
export function ClaimGiftPage({ orderId, token, signedIn }: { orderId: string; token: string; signedIn: boolean }) {
  const { openFor } = useAuthDialog();
  const claim = useClaimGift();
  const here = paths.giftClaim.getHref(orderId, token);

  if (!orderId || !token) {
    return (
      // i18next-instrument-ignore-next-line
      <MessagePage title={t(CLAIM_TEXTS.title)} text={t(CLAIM_TEXTS.invalidText)}>
        {null}
      </MessagePage>
    );
  }
  if (claim.isSuccess) {
    return (
      <MessagePage
        headingId="gift-claimed-heading"
        // i18next-instrument-ignore-next-line
        title={t(CLAIM_TEXTS.claimedTitle)}
        // i18next-instrument-ignore-next-line
        text={t(CLAIM_TEXTS.claimedText, { plan: claim.data.plan_title })}
      >
        <ButtonLink to={paths.userDownload.getHref(claim.data.id)} variant="primary">
          {t('Download your files')}
        </ButtonLink>
        <ButtonLink to={paths.userOrders.getHref()} variant="outline">
          {t('My Orders')}
        </ButtonLink>
      </MessagePage>
    );
  }
  if (!signedIn) {
    return (
      // i18next-instrument-ignore-next-line
      <MessagePage headingId="gift-claim-heading" title={t(CLAIM_TEXTS.title)} text={t(CLAIM_TEXTS.signInText)}>
        <button
          type="button"
          className="button button-primary"
          // i18next-instrument-ignore-next-line
          onClick={() => openFor({ reason: t(CLAIM_TEXTS.signInText), returnTo: here })}
        >
          {t('Log in or sign up to claim')}
        </button>
      </MessagePage>
    );
  }
  return (
    // i18next-instrument-ignore-next-line
    <MessagePage headingId="gift-claim-heading" title={t(CLAIM_TEXTS.title)} text={t(CLAIM_TEXTS.readyText)}>
      {claim.isError ? (
        <p className="form-alert form-alert-error" role="alert">
          {/* i18next-instrument-ignore-next-line */}
          {t(claim.error.message)}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-primary"
        disabled={claim.isPending}
        onClick={() => claim.mutate({ orderId, token })}
      >
        {claim.isPending ? t('Claiming...') : t('Claim this plan')}
      </button>
    </MessagePage>
  );
}
