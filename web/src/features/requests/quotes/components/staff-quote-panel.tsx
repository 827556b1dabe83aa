import { DELIVERY_FILE_TYPES, type Quote } from '@shop/shared/requests/quotes';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useFormState } from '../../../../hooks/use-form-state.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCoverRequest, useDeliverFiles, useSendQuote, useStaffQuotes } from '../api/staff-quotes.ts';
import '../quotes.css';

/** The admin area stays in English (decision 0026). */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : 'The server could not do this. Please try again.';

const ACCEPT = Object.keys(DELIVERY_FILE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

function Revisions({ quotes }: { quotes: readonly Quote[] }) {
  if (quotes.length === 0) return <p>No quote sent yet.</p>;
  return (
    <ol className="staff-quote-revisions" reversed>
      {quotes.map((quote) => (
        <li key={quote.revision} data-status={quote.status}>
          Revision {quote.revision}: GHS {quote.amount.toFixed(2)}, valid until {quote.valid_until} ({quote.status}) —{' '}
          {quote.covers}
        </li>
      ))}
    </ol>
  );
}

function QuoteForm({ requestId, revising }: { requestId: string; revising: boolean }) {
  const send = useSendQuote(requestId);
  const { values, set, fieldId, textProps } = useFormState({ amount: '', covers: '', valid: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { amount: Number(values.amount), covers: values.covers.trim(), valid_until: values.valid },
      { onSuccess: () => set('amount', '') },
    );
  };
  return (
    <form className="form-stack" onSubmit={submit} aria-label={revising ? 'Revise the quote' : 'Send a quote'}>
      {send.error ? (
        <FormAlert tone="error" title="The quote was not sent">
          {failureText(send.error)}
        </FormAlert>
      ) : null}
      {send.isSuccess ? <FormAlert tone="success">Quote revision sent to the requester.</FormAlert> : null}
      <div className="field">
        <label className="field-label" htmlFor={fieldId('amount')}>
          Amount (GHS, taxes added at payment)
        </label>
        <input {...textProps('amount')} className="input" type="number" min="0.01" step="0.01" required />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={fieldId('covers')}>
          What it covers
        </label>
        <textarea {...textProps('covers')} className="input" rows={4} maxLength={2000} required />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={fieldId('valid')}>
          Valid until
        </label>
        <input {...textProps('valid')} className="input" type="date" required />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : revising ? 'Send the revision' : 'Send the quote'}
        </button>
      </div>
    </form>
  );
}

function DeliveryForm({ requestId }: { requestId: string }) {
  const id = useId();
  const deliver = useDeliverFiles(requestId);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProgress(0);
    deliver.mutate({ files, onProgress: setProgress });
  };
  return (
    <form className="form-stack" onSubmit={submit} aria-label="Deliver the customized drawings">
      {deliver.error ? (
        <FormAlert tone="error" title="The drawings were not delivered">
          {failureText(deliver.error)}
        </FormAlert>
      ) : null}
      {deliver.data ? (
        <FormAlert tone="success">
          Delivered into order {deliver.data.order_id}: {deliver.data.delivered.map((file) => file.name).join(', ')}.
        </FormAlert>
      ) : null}
      <div className="field">
        <label className="field-label" htmlFor={`${id}-files`}>
          Customized drawings (PDF, DWG, DXF or ZIP, 50 MB each)
        </label>
        <input
          id={`${id}-files`}
          className="input"
          type="file"
          multiple
          accept={ACCEPT}
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
        />
        <p className="field-hint">
          PDFs are stamped with the buyer's licence name and the files join their order, for them only.
        </p>
      </div>
      {deliver.isPending ? <progress max={1} value={progress} aria-label="Upload progress" /> : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={deliver.isPending || files.length === 0}>
          {deliver.isPending ? 'Delivering...' : 'Deliver to the buyer'}
        </button>
      </div>
    </form>
  );
}

/**
 * Staff's quote and delivery tools for one desk request: its revisions, the quote form (a new quote or a revision),
 * "Covered by Premium", and the delivery of the customized drawings.
 */
export function StaffQuotePanel({ requestId }: { requestId: string }) {
  const quotes = useStaffQuotes(requestId);
  const cover = useCoverRequest(requestId);
  if (quotes.isPending) return <Spinner label="Loading..." />;
  if (quotes.isError) return <FormAlert tone="error">{failureText(quotes.error)}</FormAlert>;
  const { state, covered, order_id } = quotes.data;
  const quotable = ['new', 'in_review', 'quoted'].includes(state);
  const deliverable = ['accepted', 'in_progress', 'delivered'].includes(state);
  return (
    <div className="staff-quote-page">
      <section aria-label="Quotes">
        <h2>Quotes</h2>
        <p>
          Request state: <strong data-testid="request-state">{state.replace('_', ' ')}</strong>
          {covered ? ' (covered by Premium, no charge)' : ''}
          {order_id ? ` — paid by order ${order_id}` : ''}
        </p>
        <Revisions quotes={quotes.data.quotes} />
        {quotable ? <QuoteForm requestId={requestId} revising={quotes.data.quotes.length > 0} /> : null}
        {quotable ? (
          <div className="form-actions">
            {cover.error ? <FormAlert tone="error">{failureText(cover.error)}</FormAlert> : null}
            <button
              type="button"
              className="button button-ghost"
              disabled={cover.isPending}
              onClick={() => cover.mutate()}
            >
              Mark as covered by Premium (no charge)
            </button>
          </div>
        ) : null}
      </section>
      {deliverable ? (
        <section aria-label="Delivery">
          <h2>Delivery</h2>
          <DeliveryForm requestId={requestId} />
        </section>
      ) : null}
    </div>
  );
}
