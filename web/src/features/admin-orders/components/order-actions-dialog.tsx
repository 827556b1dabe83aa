import type { AdminOrderRow } from '@shop/shared/admin/orders';
import { formatCedisWithPesewas } from '@shop/shared/money';
import { EXTEND_MAX_DAYS, REFUND_POLICY } from '@shop/shared/orders/staff-actions';
import type { FormEvent } from 'react';
import { DialogCloseActions } from '../../../components/admin/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextInput } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useExtendWindow, useRefundOrder, useResendConfirmation } from '../api/order-actions.ts';
import { shortOrderId } from '../utils/order-list.ts';
import { refundUnavailable } from '../utils/refund-availability.ts';
import { RefundRequestDecision } from './refund-request-decision.tsx';

const FAILURE = 'The server could not do this. Please try again.';

/**
 * Staff actions on one order: refund (the server applies the money-back policy; a super admin may override it with
 * the reason recorded), extend the download window, resend the confirmation mail. Each is audited by the server.
 */
export function OrderActionsDialog({
  order,
  timeZone,
  superAdmin,
  onClose,
}: {
  order: AdminOrderRow;
  timeZone: string;
  superAdmin: boolean;
  onClose: () => void;
}) {
  const showToast = useToast();
  const refund = useRefundOrder();
  const extend = useExtendWindow();
  const resend = useResendConfirmation();
  const { id, values, set, problem, setProblem, fieldId, showFailure } = useFormState({
    reason: '',
    override: false,
    days: 7,
  });
  const { reason, override, days } = values;
  const completed = order.status === 'completed';
  const refundBlocked = refundUnavailable(order);
  const disputed = refundBlocked !== null;
  const busy = refund.isPending || extend.isPending || resend.isPending;

  const submitRefund = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    refund.mutate(
      { id: order.id, reason: reason.trim(), override },
      {
        onSuccess: () => {
          showToast(`Order ${shortOrderId(order.id)} refunded`);
          onClose();
        },
        onError: (error) => showFailure(error, FAILURE),
      },
    );
  };

  const submitExtend = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    extend.mutate(
      { id: order.id, days },
      {
        onSuccess: (saved) => {
          showToast(`Downloads open until ${formatDate(saved.expires_at ?? '', timeZone, { dateStyle: 'medium' })}`);
          onClose();
        },
        onError: (error) => showFailure(error, FAILURE),
      },
    );
  };

  const sendAgain = () => {
    setProblem(null);
    resend.mutate(
      { id: order.id },
      {
        onSuccess: () => showToast(`Confirmation sent again to ${order.user_email}`),
        onError: (error) => showFailure(error, FAILURE),
      },
    );
  };

  return (
    <Dialog
      title={`Order ${shortOrderId(order.id)}`}
      description={`${order.plan_title} · ${order.user_email} · ${formatCedisWithPesewas(order.amount)}`}
      onClose={onClose}
    >
      <div className="form-stack">
        {problem ? (
          <FormAlert tone="error" title="That did not work">
            {problem}
          </FormAlert>
        ) : null}
        <RefundRequestDecision order={order} timeZone={timeZone} onDone={onClose} />
        {order.dispute_status === 'open' ? (
          <p className="field-hint">
            A payment dispute is open: downloads are paused until it is resolved on Paystack.
          </p>
        ) : null}
        {order.status === 'refunded' ? (
          <p>
            Refunded{order.refunded_at ? ` on ${formatDate(order.refunded_at, timeZone, { dateStyle: 'medium' })}` : ''}
            {order.refund_status ? ` (Paystack: ${order.refund_status})` : ''}.
          </p>
        ) : null}
        {completed ? (
          <>
            <p className="field-hint">
              Downloads open until{' '}
              {order.expires_at
                ? formatDate(order.expires_at, timeZone, { dateStyle: 'medium', timeStyle: 'short' })
                : '—'}
              .
            </p>
            <form className="form-stack" onSubmit={submitExtend}>
              <TextInput
                id={fieldId('days')}
                label="Extend the download window by (days)"
                type="number"
                min={1}
                max={EXTEND_MAX_DAYS}
                value={days}
                onChange={(event) => set('days', Number(event.target.value))}
              />
              <div className="form-actions">
                <button type="submit" className="button button-outline" disabled={busy}>
                  Extend and mail the buyer
                </button>
                <button type="button" className="button button-outline" disabled={busy} onClick={sendAgain}>
                  Resend confirmation
                </button>
              </div>
            </form>
            <form className="form-stack" onSubmit={submitRefund}>
              <div className="field">
                <label htmlFor={fieldId('reason')} className="field-label">
                  Refund reason
                </label>
                <textarea
                  id={fieldId('reason')}
                  className="input"
                  rows={2}
                  maxLength={500}
                  value={reason}
                  onChange={(event) => set('reason', event.target.value)}
                  disabled={disputed}
                />
                <p className="field-hint" id={`${id}-refund-hint`}>
                  {refundBlocked ??
                    `Full refund through Paystack. Policy: within ${REFUND_POLICY.days} days, no file downloaded, one refund per customer per plan. The buyer is mailed and downloads stop.`}
                </p>
              </div>
              {superAdmin ? (
                <label className="checkbox-row">
                  <input
                    type="checkbox"
                    checked={override}
                    onChange={(event) => set('override', event.target.checked)}
                  />{' '}
                  Override the refund policy (super admin; the reason is recorded)
                </label>
              ) : null}
              <div className="form-actions">
                <button
                  type="submit"
                  className="button button-danger"
                  disabled={busy || disputed || reason.trim().length < 3}
                  aria-describedby={`${id}-refund-hint`}
                >
                  {refund.isPending ? 'Refunding...' : 'Refund order'}
                </button>
              </div>
            </form>
          </>
        ) : null}
        <DialogCloseActions onClose={onClose} />
      </div>
    </Dialog>
  );
}
