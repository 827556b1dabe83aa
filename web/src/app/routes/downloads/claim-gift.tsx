import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ClaimGiftPage } from '../../../features/orders/components/claim-gift-page.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import { useAuth } from '../../../lib/auth-context.tsx';

/** /gift/claim: the recipient's page from the gift mail. */
export function ClaimGiftRoute() {
  useDocumentMeta(t('Claim your plan'));
  const [search] = useSearchParams();
  const { status } = useAuth();
  if (status === 'loading') return <Spinner label={t('Checking your session...')} className="page-loading" />;
  return (
    <ClaimGiftPage
      orderId={search.get('order')?.trim() ?? ''}
      token={search.get('token')?.trim() ?? ''}
      signedIn={status === 'signed-in'}
    />
  );
}
