import type { AdminOrderRow } from '@shop/shared/admin/orders';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useDecideRefundRequest } from '../api/order-actions.ts';
import { shortOrderId } from '../utils/order-list.ts';

/**
 * The buyer's refund request on the order: their reason and why the policy did not cover it; while it is pending,
 * staff grant it (a refund through Paystack; outside the policy only a super admin may) or decline it with a reason
 * the buyer is mailed. The server audits either.
 */
export function RefundRequestDecision({
  order,
  timeZone,
  onDone,
}: {
  order: AdminOrderRow;
  timeZone: string;
  onDone: () => void;
}) {
  const showToast = useToast();
  const decide = useDecideRefundRequest();
  const { values, problem, setProblem, fieldId, textProps, showFailure } = useFormState({ reason: '' });
  const reason = values.reason;
  const request = order.refund_request;
  if (!request) return null;
  const when = (iso: string | null) => (iso ? formatDate(iso, timeZone, { dateStyle: 'medium' }) : '');

  const submit = (grant: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    setProblem(null);
    decide.mutate(
      { id: order.id, grant, reason: reason.trim() },
      {
        onSuccess: () => {
          showToast(`Refund request on order ${shortOrderId(order.id)} ${grant ? 'granted' : 'declined'}`);
          onDone();
        },
        onError: (error) => showFailure(error, 'The server could not do this. Please try again.'),
      },
    );
  };

  return (
    <section className="form-stack" aria-label="Refund request">
      <h3>Refund request ({request.status})</h3>
      <p>
        Asked on {when(request.requested_at)}: “{request.reason}”
      </p>
      {request.policy_refusal ? <p className="field-hint">Not granted at once: {request.policy_refusal}</p> : null}
      {request.status !== 'pending' ? (
        <p className="field-hint">
          {request.status === 'granted' ? 'Granted' : 'Declined'} {when(request.decided_at)}
          {request.decision_reason ? `: ${request.decision_reason}` : ''}
        </p>
      ) : (
        <form className="form-stack" onSubmit={submit(false)}>
          {problem ? (
            <FormAlert tone="error" title="That did not work">
              {problem}
            </FormAlert>
          ) : null}
          <div className="field">
            <label htmlFor={fieldId('reason')} className="field-label">
              Reason for your decision (mailed to the buyer when declined)
            </label>
            <textarea {...textProps('reason')} className="input" rows={2} maxLength={500} />
          </div>
          <div className="form-actions">
            <button
              type="button"
              className="button button-danger"
              disabled={decide.isPending || reason.trim().length < 3}
              onClick={() => submit(true)()}
            >
              Grant the refund
            </button>
            <button
              type="submit"
              className="button button-outline"
              disabled={decide.isPending || reason.trim().length < 3}
            >
              Decline the request
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
