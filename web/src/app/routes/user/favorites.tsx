import { FavoritesPage } from '../../../features/favorites/components/favorites-page.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';

/** /user/favorites: the signed-in person's saved plans. */
export function FavoritesRoute() {
  useDocumentMeta(t('My Favorites'));
  return (
    <>
      <header className="account-page-header">
        <div>
          <h1>{t('My Favorites')}</h1>
          <p>{t('The plans you saved to look at again.')}</p>
        </div>
      </header>
      <FavoritesPage />
    </>
  );
}
