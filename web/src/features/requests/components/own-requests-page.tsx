import { formatDateTimeIn } from '@shop/shared/i18n/format-details';
import {
  REQUEST_KIND_LABELS,
  REQUEST_SERVICE_LABELS,
  REQUEST_STATE_LABELS,
} from '@shop/shared/requests/request-labels';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useOwnRequests } from '../api/requests.ts';
import { rt } from '../texts.ts';

/** The signed-in buyer's requests, newest first, each opening its thread. */
export function OwnRequestsPage() {
  const language = currentLanguage();
  const list = useOwnRequests();
  if (list.isPending) return <Spinner label={rt('loading')} />;
  if (list.isError) return <p role="alert">{rt('notFound')}</p>;
  if (!list.data.requests.length) return <p>{rt('noRequests')}</p>;
  return (
    <ul className="request-list">
      {list.data.requests.map((request) => (
        <li key={request.id}>
          <Link to={paths.userRequest.getHref(request.id)}>
            {REQUEST_KIND_LABELS[language][request.kind]}:{' '}
            {request.service ? REQUEST_SERVICE_LABELS[language][request.service] : request.plan_title}
          </Link>{' '}
          · {REQUEST_STATE_LABELS[language][request.state]} · {formatDateTimeIn(request.created_at, language)}
        </li>
      ))}
    </ul>
  );
}
