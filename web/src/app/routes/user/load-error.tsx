import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../i18n/i18n.ts';

/** A part of the account that could not be loaded, with a way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="card-empty" role="alert">
      <h3>{t('Could not load {what}', { what })}</h3>
      <p>{t('Please check your connection and try again.')}</p>
      <button type="button" className="button button-primary button-small" onClick={onRetry}>
        {t('Try Again')}
      </button>
    </div>
  );
}

/**
 * What an account page shows of its query before the data: the spinner while it loads, the error with a retry when
 * it failed (in a card of its own, `inCard`, where the page has none around it).
 */
export function LoadStates({
  query,
  loading,
  what,
  inCard = false,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loading: string;
  what: string;
  inCard?: boolean;
}) {
  const error = query.isError ? <LoadError what={what} onRetry={() => void query.refetch()} /> : null;
  return (
    <>
      {query.isPending ? <Spinner label={loading} /> : null}
      {error && inCard ? <section className="card">{error}</section> : error}
    </>
  );
}
