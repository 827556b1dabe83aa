import { AccountPageHeader } from '../../../components/layouts/account-page-header.tsx';
import { FavoritesPage } from '../../../features/favorites/components/favorites-page.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';

/** /user/favorites: the signed-in person's saved plans. */
export function FavoritesRoute() {
  useDocumentMeta(t('My Favorites'));
  return (
    <>
      <AccountPageHeader title={t('My Favorites')} lead={t('The plans you saved to look at again.')} />
      <FavoritesPage />
    </>
  );
}
