import { REQUEST_SERVICES } from '@shop/shared/requests/request';
import {
  REQUEST_KIND_LABELS,
  REQUEST_SERVICE_LABELS,
  REQUEST_STATE_LABELS,
} from '@shop/shared/requests/request-labels';
import { REQUEST_KINDS, REQUEST_STATES } from '@shop/shared/requests/request-states';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { type DeskFilters, useDeskRequests, useStaffMessage, useUpdateRequest } from '../api/desk.ts';
import { useRequestThread } from '../api/requests.ts';
import { StaffQuoteSummary } from '../quotes/components/quote-summary.tsx';
import { ReplyForm } from './reply-form.tsx';
import { requestErrorText } from './request-error.tsx';
import { RequestThreadView } from './request-thread-view.tsx';
import './requests.css';
import { LoadMore } from '../../../components/ui/load-more.tsx';

const EN = 'en' as const;

/** "3 h 20 min", "2 d 4 h": the time to first reply as staff read it. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return 'not yet';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** The desk's filters start at All. */
function Filter(props: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return <SelectField {...props} emptyLabel="All" />;
}

function StaffControls({ id }: { id: string }) {
  const update = useUpdateRequest(id);
  const message = useStaffMessage(id);
  const { values, set, fieldId, textProps } = useFormState({ state: '', reason: '', internal: false });
  const { state, reason, internal } = values;
  return (
    <div className="form-stack">
      {update.error ? <p role="alert">{requestErrorText(update.error)}</p> : null}
      <div className="order-actions">
        <button
          type="button"
          className="button button-outline button-small"
          onClick={() => update.mutate({ assignee: 'me' })}
        >
          Assign to me
        </button>
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => update.mutate({ assignee: null })}
        >
          Unassign
        </button>
      </div>
      <div className="desk-filters">
        <Filter
          label="Move to"
          value={state}
          options={[
            ['in_review', 'In review'],
            ['in_progress', 'In progress'],
            ['closed', 'Closed'],
            ['declined', 'Declined'],
          ]}
          onChange={(value) => set('state', value)}
        />
        {state === 'declined' ? (
          <div className="field">
            <label htmlFor={fieldId('reason')} className="field-label">
              Reason (the requester reads it)
            </label>
            <input {...textProps('reason')} className="input" />
          </div>
        ) : null}
        <button
          type="button"
          className="button button-outline button-small"
          disabled={!state || update.isPending}
          onClick={() =>
            update.mutate({ state: state as 'closed', ...(state === 'declined' ? { reason: reason.trim() } : {}) })
          }
        >
          Update state
        </button>
      </div>
      <ReplyForm
        label={internal ? 'Internal note (never shown to the requester)' : 'Reply to the requester (mailed to them)'}
        submitLabel={internal ? 'Save note' : 'Send reply'}
        busyLabel="Sending..."
        busy={message.isPending}
        error={message.error}
        send={(text, files) => message.mutateAsync({ text, internal, files })}
        extra={
          <label className="checkbox-row">
            <input type="checkbox" checked={internal} onChange={(event) => set('internal', event.target.checked)} />{' '}
            Internal note
          </label>
        }
      />
    </div>
  );
}

function DeskThread({ id }: { id: string }) {
  const thread = useRequestThread(id);
  if (thread.isPending) return <Spinner label="Loading..." />;
  // Only a first read that failed: a later read failing keeps the thread (and a reply being typed) on screen.
  if (!thread.data) return <p role="alert">Request not found</p>;
  const { request } = thread.data;
  return (
    <section aria-label="Request">
      <p>
        From {request.requester_name} &lt;{request.requester_email}&gt;
        {request.requester_sub ? '' : ' (visitor)'}
        {request.phone ? ` · phone ${request.phone}` : ''}
        {request.whatsapp ? ` · WhatsApp ${request.whatsapp}` : ''}
      </p>
      <p>
        Assigned to: <strong data-testid="request-assignee">{request.assignee_email ?? 'nobody'}</strong> · Time to
        first reply: <strong>{durationText(thread.data.first_reply_seconds)}</strong>
      </p>
      <RequestThreadView thread={thread.data} quotes={<StaffQuoteSummary requestId={id} />}>
        <StaffControls id={id} />
      </RequestThreadView>
    </section>
  );
}

/** /admin/requests: the desk's list with its filters, and the selected request's thread and actions. */
export function DeskPage() {
  const [search, setSearch] = useSearchParams();
  const [filters, setFilters] = useState<DeskFilters>({});
  const list = useDeskRequests(filters);
  const rows = list.data?.pages.flatMap((page) => page.requests);
  const selected = search.get('id');
  const set = (key: keyof DeskFilters) => (value: string) => setFilters((current) => ({ ...current, [key]: value }));
  return (
    <div className="desk-layout">
      <section aria-label="Requests">
        <div className="desk-filters">
          <Filter
            label="State"
            value={filters.state ?? ''}
            options={REQUEST_STATES.map((s) => [s, REQUEST_STATE_LABELS[EN][s]])}
            onChange={set('state')}
          />
          <Filter
            label="Kind"
            value={filters.kind ?? ''}
            options={REQUEST_KINDS.map((k) => [k, REQUEST_KIND_LABELS[EN][k]])}
            onChange={set('kind')}
          />
          <Filter
            label="Service"
            value={filters.service ?? ''}
            options={REQUEST_SERVICES.map((s) => [s, REQUEST_SERVICE_LABELS[EN][s]])}
            onChange={set('service')}
          />
          <Filter
            label="Assignee"
            value={filters.assignee ?? ''}
            options={[
              ['me', 'Me'],
              ['none', 'Nobody'],
            ]}
            onChange={set('assignee')}
          />
          <Filter
            label="Age"
            value={filters.older_than_days ?? ''}
            options={[
              ['1', 'Older than a day'],
              ['3', 'Older than 3 days'],
              ['7', 'Older than a week'],
            ]}
            onChange={set('older_than_days')}
          />
        </div>
        {list.isPending ? <Spinner label="Loading..." /> : null}
        {list.isError ? <p role="alert">{requestErrorText(list.error)}</p> : null}
        {rows ? (
          <table className="desk-table">
            <thead>
              <tr>
                <th>Request</th>
                <th>State</th>
                <th>From</th>
                <th>Assignee</th>
                <th>First reply</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((request) => (
                <tr key={request.id} aria-selected={request.id === selected}>
                  <td>
                    <button type="button" className="link-button" onClick={() => setSearch({ id: request.id })}>
                      {REQUEST_KIND_LABELS[EN][request.kind]}:{' '}
                      {request.service ? REQUEST_SERVICE_LABELS[EN][request.service] : request.plan_title}
                    </button>
                  </td>
                  <td>{REQUEST_STATE_LABELS[EN][request.state]}</td>
                  <td>{request.requester_email}</td>
                  <td>{request.assignee_email ?? '—'}</td>
                  <td>{durationText(request.first_reply_seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {rows && !rows.length && !list.hasNextPage ? <p>No requests match.</p> : null}
        {rows && !rows.length && list.hasNextPage ? <p>No matching requests among those read so far.</p> : null}
        <LoadMore
          pages={list}
          wrapClassName="admin-load-more"
          label="Load More Requests"
          busyLabel="Loading More Requests"
        />
      </section>
      {selected ? <DeskThread key={selected} id={selected} /> : <p>Choose a request to read and answer it.</p>}
    </div>
  );
}
