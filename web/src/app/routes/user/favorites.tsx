import { paths } from '../../../config/paths.ts';
import { EmptyCard } from '../../../features/accounts/components/empty-card.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';

/** /user/favorites: saved plans arrive with favorites; until then, the spec's empty state. */
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
      <section className="card">
        <EmptyCard
          title="No favorites found"
          text="Save the plans you like and they will wait for you here."
          action={{ label: 'Browse Plans', to: paths.plans.getHref() }}
        />
      </section>
    </>
  );
}
