import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import {
  clearPendingPremiumOrder,
  readPendingPremiumOrder,
} from '../../../features/checkout/utils/pending-premium-order.ts';
import { DownloadCenter } from '../../../features/downloads/components/download-center.tsx';
import { DownloadMessage } from '../../../features/downloads/components/download-message.tsx';
import { DownloadPageFrame } from '../../../features/downloads/components/download-page-frame.tsx';
import { SignInToDownload } from '../../../features/downloads/components/sign-in-to-download.tsx';
import { DOWNLOAD_MESSAGES } from '../../../features/downloads/utils/download-messages.ts';
import { CustomizedFilesList } from '../../../features/requests/quotes/components/customized-files-list.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import { useAuth } from '../../../lib/auth-context.tsx';

/**
 * A signed-out visitor: the buyer of a pending premium order is sent to create an account; anyone else is asked to
 * sign in, told why, and brought back to this download once signed in.
 */
function SignedOutEntry({ orderId }: { orderId: string }) {
  if (readPendingPremiumOrder()?.orderId === orderId) return <Navigate to={paths.register.getHref()} replace />;
  return (
    <DownloadPageFrame>
      <SignInToDownload />
    </DownloadPageFrame>
  );
}

/** /download/{orderId} and /user/downloads/{orderId}: one page. */
export function DownloadRoute() {
  useDocumentMeta(t('Download Your Plans'));
  const orderId = useParams().orderId?.trim() ?? '';
  const { status } = useAuth();

  useEffect(() => {
    // Signed in on the page of the premium order saved at payment: the account exists, the reminder is done.
    if (status === 'signed-in' && readPendingPremiumOrder()?.orderId === orderId) clearPendingPremiumOrder();
  }, [status, orderId]);

  if (!orderId) {
    return (
      <DownloadPageFrame>
        <DownloadMessage title={DOWNLOAD_MESSAGES.invalidTitle} text={DOWNLOAD_MESSAGES.invalidText} />
      </DownloadPageFrame>
    );
  }
  if (status === 'loading') return <Spinner label={t('Checking your session...')} className="page-loading" />;
  if (status === 'signed-out') return <SignedOutEntry orderId={orderId} />;
  return (
    <DownloadPageFrame>
      <DownloadCenter orderId={orderId} />
      <CustomizedFilesList orderId={orderId} />
    </DownloadPageFrame>
  );
}
