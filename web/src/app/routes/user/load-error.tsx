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
