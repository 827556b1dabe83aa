import { FavoritesPage } from '../../../features/favorites/components/favorites-page.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';

/** /user/favorites: the signed-in person's saved plans. */
export function FavoritesRoute() {
  useDocumentMeta('My Favorites');
  return (
    <>
      <header className="account-page-header">
        <div>
          <h1>My Favorites</h1>
          <p>The plans you saved to look at again.</p>
        </div>
      </header>
      <FavoritesPage />
    </>
  );
}
