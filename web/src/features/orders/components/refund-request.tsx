import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { t } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { refusalText } from '../../../lib/refusal-text.ts';
import { useRequestRefund } from '../api/request-refund.ts';
import { statusOf } from '../utils/order-stats.ts';
import type { OrderView } from '../utils/order-view.ts';

/**
 * The order's refund request: where it stands once made; on a completed order without one, "Request a refund" with
 * the buyer's reason. The server decides: inside the refund policy the money goes back at once, otherwise the
 * request waits for staff.
 */
export function RefundRequest({ order }: { order: OrderView }) {
  const ask = useRequestRefund();
  const [open, setOpen] = useState(false);
  const { values, fieldId, textProps } = useFormState({ reason: '' });
  const reason = values.reason;
  const request = order.refundRequest;
  const status = statusOf(order);

  if (request) {
    // Refunded meanwhile (by staff or on Paystack's dashboard): the money went back whatever the request says.
    if (request.status === 'pending' && status !== 'refunded') {
      return (
        <p className="refund-request-state" role="status">
          {t('Refund requested: our staff will look at it and answer you by mail.')}
        </p>
      );
    }
    if (request.status === 'declined' && status !== 'refunded') {
      return (
        <p className="refund-request-state" role="status">
          {t('Refund request declined: {reason}', { reason: request.decision_reason ?? '' })}
        </p>
      );
    }
    return (
      <p className="refund-request-state" role="status">
        {status === 'refunded'
          ? t('Refund granted: the money is on its way back to you.')
          : t('Refund granted: it is being processed.')}
      </p>
    );
  }
  if (status !== 'completed') return null;
  if (!open) {
    return (
      <div className="order-actions">
        <button type="button" className="button button-ghost button-small" onClick={() => setOpen(true)}>
          {t('Request a refund')}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ id: order.id, reason: reason.trim() });
  };
  return (
    <form className="form-stack refund-request-form" onSubmit={submit} aria-label={t('Request a refund')}>
      {ask.error ? (
        <FormAlert tone="error" title={t('Your request was not sent')}>
          {ask.error instanceof ApiError && ask.error.status < 500
            ? refusalText(ask.error.message)
            : t('The server could not do this. Please try again.')}
        </FormAlert>
      ) : null}
      <div className="field">
        <label htmlFor={fieldId('reason')} className="field-label">
          {t('Why do you want a refund?')}
        </label>
        <textarea {...textProps('reason')} className="input" rows={3} maxLength={500} />
        <p className="field-hint">
          {t(
            'Within 30 days of purchase, with no file downloaded yet and for a first refund of this plan, the money goes back at once. Otherwise our staff decide.',
          )}
        </p>
      </div>
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary button-small"
          disabled={ask.isPending || reason.trim().length < 3}
        >
          {ask.isPending ? t('Sending...') : t('Send the refund request')}
        </button>
        <button type="button" className="button button-ghost button-small" onClick={() => setOpen(false)}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
