import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { refusalText } from '../../../lib/refusal-text.ts';
import { useLibrary } from '../api/get-library.ts';
import { useReopenWindow } from '../api/reopen-window.ts';
import { LibraryCard } from './library-card.tsx';
import '../library.css';

/** /user/library below its header: each plan the buyer holds, with its downloads or the way to reopen them. */
export function LibraryPage() {
  const library = useLibrary();
  const reopen = useReopenWindow();
  const showToast = useToast();
  const timeZone = useTimeZone();
  const date = (iso: string) => formatDate(iso, timeZone, { dateStyle: 'medium' });

  if (library.isPending) return <Spinner label={t('Loading your plans...')} />;
  if (library.isError) {
    return (
      <FormAlert tone="error" title={t('Your plans could not be loaded')}>
        <button type="button" className="button button-outline button-small" onClick={() => void library.refetch()}>
          {t('Try again')}
        </button>
      </FormAlert>
    );
  }
  if (library.data.plans.length === 0) {
    return (
      <EmptyState
        title={t('No plans yet')}
        text={t('The plans you buy stay here: download them again whenever you need them.')}
        action={{ label: t('Browse Plans'), to: paths.plans.getHref() }}
      />
    );
  }
  return (
    <>
      {reopen.error ? (
        <FormAlert tone="error" title={t('Your downloads were not reopened')}>
          {reopen.error instanceof ApiError && reopen.error.status < 500
            ? refusalText(reopen.error.message)
            : t('The server could not do this. Please try again.')}
        </FormAlert>
      ) : null}
      <div className="media-card-list library-list">
        {library.data.plans.map((entry) => (
          <LibraryCard
            key={entry.plan_id}
            entry={entry}
            date={date}
            busy={reopen.isPending && reopen.variables === entry.order_id}
            onReopen={() =>
              reopen.mutate(entry.order_id, {
                onSuccess: (order) =>
                  showToast(t('Downloads open until {date}', { date: date(order.expires_at ?? '') })),
              })
            }
          />
        ))}
      </div>
    </>
  );
}
