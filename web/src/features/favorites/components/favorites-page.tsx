import type { Favorite } from '@shop/shared/storefront/favorites';
import { FAVORITE_REMOVE_FAILURE_TEXT } from '@shop/shared/storefront/favorites';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { SHARE_MESSAGES, shareOrCopy } from '../../../lib/share-link.ts';
import { useClearFavorites } from '../api/clear-favorites.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';
import '../favorites.css';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { OfflineNotice } from '../../../components/ui/offline-notice.tsx';
import { intlLocale, t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { offlineCopyShownSince } from '../../../lib/offline-copies.ts';
import { favoriteStats, favoritesShareText, filterFavorites, NO_FAVORITE_FILTERS } from '../utils/filter-favorites.ts';
import { FavoriteCard } from './favorite-card.tsx';
import { FavoritesFilters } from './favorites-filters.tsx';

/** /user/favorites: stats, filters, the saved plans and the quick actions. */
export function FavoritesPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const showToast = useToast();
  const favorites = useFavorites();
  // Every toggle on this page is a removal: the removal's failure text when one fails.
  const toggle = useToggleFavorite(userId, () => showToast(FAVORITE_REMOVE_FAILURE_TEXT));
  const clear = useClearFavorites(userId);
  const [filters, setFilters] = useState(NO_FAVORITE_FILTERS);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const timeZone = useTimeZone();

  if (favorites.isPending) return <Spinner label={t('Loading your favorites...')} className="page-loading" />;
  if (favorites.isError) {
    return (
      <div className="card" role="alert">
        <h2>{t('Your favorites could not be loaded')}</h2>
        <p className="muted">{t('Please check your connection and try again.')}</p>
        <button type="button" className="button button-primary" onClick={() => favorites.refetch()}>
          {t('Try Again')}
        </button>
      </div>
    );
  }

  const all = favorites.data;
  const shown = filterFavorites(all, filters);
  const stats = favoriteStats(all);
  const remove = (favorite: Favorite) => toggle.mutate({ plan: favorite.plan, saved: true });
  const share = async () => {
    const text = favoritesShareText(all, window.location.origin);
    const outcome = await shareOrCopy(
      { title: t('My favorite house plans'), text, url: `${window.location.origin}${paths.plans.getHref()}` },
      navigator,
      text,
    );
    // i18next-instrument-ignore-next-line
    if (outcome === 'copied') showToast(t(SHARE_MESSAGES.copied));
    // i18next-instrument-ignore-next-line
    else if (outcome === 'failed') showToast(t(SHARE_MESSAGES.failed));
  };

  const keptSince = offlineCopyShownSince(userId, 'favorites');

  return (
    <div className="account-grid">
      {keptSince ? (
        <OfflineNotice>
          {t('You are offline. These are your favorites as they were on {date}.', {
            date: formatDate(keptSince, timeZone, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </OfflineNotice>
      ) : null}
      <FactList
        className="stat-grid favorites-stats"
        itemClassName="stat-card"
        facts={[
          { label: t('Total Favorites'), value: stats.total },
          { label: t('Villas'), value: stats.villas },
          { label: t('Bungalows'), value: stats.bungalows },
          { label: t('Townhouses'), value: stats.townhouses },
        ]}
      />

      <section className="card" aria-labelledby="favorites-actions-heading">
        <div className="card-header">
          <h2 id="favorites-actions-heading">{t('Quick Actions')}</h2>
        </div>
        <div className="favorites-actions">
          <ButtonLink to={paths.plans.getHref()} variant="primary" size="small">
            {t('Browse More Plans')}
          </ButtonLink>
          <button
            type="button"
            className="button button-outline button-small"
            onClick={share}
            disabled={all.length === 0}
          >
            {t('Share Favorites')}
          </button>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => setConfirmingClear(true)}
            disabled={all.length === 0 || clear.isPending}
          >
            {t('Clear All Favorites')}
          </button>
        </div>
      </section>

      <section aria-label={t('Saved plans')}>
        <div className="favorites-toolbar">
          <FavoritesFilters filters={filters} onChange={setFilters} />
        </div>
        {shown.length === 0 ? (
          <div className="card card-empty">
            <h3>{t('No favorites found')}</h3>
            <p>
              {all.length === 0
                ? t('Save the plans you like and they will wait for you here.')
                : t('Try adjusting your search or filters.')}
            </p>
            {all.length === 0 ? (
              <ButtonLink to={paths.plans.getHref()} variant="primary" size="small">
                {t('Browse Plans')}
              </ButtonLink>
            ) : (
              <button
                type="button"
                className="button button-outline button-small"
                onClick={() => setFilters(NO_FAVORITE_FILTERS)}
              >
                {t('Clear Filters')}
              </button>
            )}
          </div>
        ) : (
          <ul className="favorites-grid">
            {shown.map((favorite) => (
              <li key={favorite.plan_id}>
                <FavoriteCard favorite={favorite} onRemove={remove} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {confirmingClear ? (
        <Dialog
          title={t('Clear All Favorites?')}
          description={t(
            // The language's plural rules pick the wording (French counts 0 and 1 as one).
            new Intl.PluralRules(intlLocale()).select(all.length) === 'one'
              ? msg('This removes your saved plan from your favorites.')
              : msg('This removes all {count} saved plans from your favorites.'),
            { count: all.length },
          )}
          onClose={() => setConfirmingClear(false)}
        >
          <div className="message-actions">
            <button
              type="button"
              className="button button-accent"
              onClick={() => {
                setConfirmingClear(false);
                clear.mutate(all, { onError: () => showToast(FAVORITE_REMOVE_FAILURE_TEXT) });
              }}
            >
              {t('Clear All')}
            </button>
            <button type="button" className="button button-outline" onClick={() => setConfirmingClear(false)}>
              {t('Cancel')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
