import { AccountPageHeader } from '../../../components/layouts/account-page-header.tsx';
import { LibraryPage } from '../../../features/library/components/library-page.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';

/** /user/library: every plan the signed-in buyer holds, by its highest package. */
export function LibraryRoute() {
  useDocumentMeta(t('My plans'));
  return (
    <>
      <AccountPageHeader
        title={t('My plans')}
        lead={t('Every plan you hold, with its package, licence and latest files.')}
      />
      <LibraryPage />
    </>
  );
}
