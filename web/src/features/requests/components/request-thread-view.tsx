import { formatDateTimeIn } from '@shop/shared/i18n/format-details';
import type { RequestMessage, RequestThread } from '@shop/shared/requests/request';
import {
  BUDGET_LABELS,
  CHANGE_CHOICE_LABELS,
  PLOT_ORIENTATION_LABELS,
  REQUEST_KIND_LABELS,
  REQUEST_SERVICE_LABELS,
  REQUEST_STATE_LABELS,
  TIMELINE_LABELS,
} from '@shop/shared/requests/request-labels';
import { isRequestOpen } from '@shop/shared/requests/request-states';
import type { ReactNode } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { openAttachment } from '../api/requests.ts';
import { rt } from '../texts.ts';
import './requests.css';

function authorOf(message: RequestMessage, staffView: boolean): string {
  if (message.author === 'requester') return staffView ? message.author_name : rt('you');
  return staffView ? message.author_name : rt('staff');
}

function Message({
  message,
  staffView,
  requestId,
  token,
}: {
  message: RequestMessage;
  staffView: boolean;
  requestId: string;
  token?: string;
}) {
  const language = currentLanguage();
  const when = formatDateTimeIn(message.at, language, 'Africa/Accra');
  if (message.state_change) {
    const { to, reason } = message.state_change;
    return (
      <li className="request-event">
        <span>{rt('movedTo', { state: REQUEST_STATE_LABELS[language][to] })}</span>
        {reason ? <span> · {rt('reason', { reason })}</span> : null} <time dateTime={message.at}>{when}</time>
      </li>
    );
  }
  return (
    <li
      className={`request-message request-message-${message.author}${message.internal ? ' request-message-internal' : ''}`}
      data-internal={message.internal ? 'true' : undefined}
    >
      <p className="request-message-head">
        <strong>{authorOf(message, staffView)}</strong>
        {message.internal ? <span className="request-internal-badge">{rt('internal')}</span> : null}{' '}
        <time dateTime={message.at}>{when}</time>
      </p>
      <p className="request-message-text">{message.text}</p>
      {message.attachments.length ? (
        <ul className="request-attachments">
          {message.attachments.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={() => void openAttachment(requestId, file.id, token)}
              >
                {rt('attachment', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * A request's page body for its requester and for staff: what it is about, the conversation (text shown as text,
 * never as markup), its quotes (`quotes`, else a placeholder), and whatever the reader may do next (`children`).
 */
export function RequestThreadView({
  thread,
  token,
  quotes,
  children,
}: {
  thread: RequestThread;
  token?: string;
  /** The current quote's summary and its page's link, when the reader may see them. */
  quotes?: ReactNode;
  children?: ReactNode;
}) {
  const language = currentLanguage();
  const { request } = thread;
  const about = request.service
    ? rt('aboutService', { service: REQUEST_SERVICE_LABELS[language][request.service] })
    : request.order_id
      ? rt('aboutOrder', { plan: request.plan_title ?? '' })
      : rt('aboutPlan', { plan: request.plan_title ?? '' });
  const changes = request.details.changes?.map((choice) => CHANGE_CHOICE_LABELS[language][choice]).join(', ');
  return (
    <article className="request-thread" aria-label={rt('thread')}>
      <header className="request-thread-head">
        <p className="request-kind">{REQUEST_KIND_LABELS[language][request.kind]}</p>
        <h2>{about}</h2>
        <p>
          <span className={`status-badge request-state request-state-${request.state}`} data-state={request.state}>
            {REQUEST_STATE_LABELS[language][request.state]}
          </span>
        </p>
        <p className="request-details">
          {[
            changes,
            request.details.plot_size,
            request.details.plot_orientation && PLOT_ORIENTATION_LABELS[language][request.details.plot_orientation],
            request.details.location,
            request.details.project_size,
            request.details.timeline && TIMELINE_LABELS[language][request.details.timeline],
            request.details.budget_range && BUDGET_LABELS[language][request.details.budget_range],
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>
      <section className="request-quotes" data-slot="quotes" aria-label={rt('quotes')}>
        <h3>{rt('quotes')}</h3>
        {quotes ?? <p>{rt('quotesEmpty')}</p>}
      </section>
      <section aria-label={rt('thread')}>
        <h3>{rt('thread')}</h3>
        <ol className="request-messages">
          {thread.messages.map((message) => (
            <Message
              key={message.id}
              message={message}
              staffView={thread.staff_view}
              requestId={request.id}
              token={token}
            />
          ))}
        </ol>
      </section>
      {isRequestOpen(request.state) ? children : <p role="status">{rt('closed')}</p>}
    </article>
  );
}
