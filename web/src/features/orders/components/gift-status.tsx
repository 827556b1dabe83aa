import type { GiftState } from '@shop/shared/orders/gift';
import { useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { useResendGift } from '../api/resend-gift.ts';
import type { OrderGiftView } from '../utils/order-view.ts';

const STATE_LABELS: Record<GiftState, string> = {
  awaiting_payment: msg('Gift: awaiting payment'),
  sent: msg('Gift sent, not yet claimed'),
  claimed: msg('Gift claimed'),
  refunded: msg('Gift refunded'),
};

/**
 * A gift on an order card. The giver sees whom it is for, where it stands, and may send the mail again while it is
 * unclaimed; the recipient sees who gave it.
 */
export function GiftStatus({ orderId, gift, isGiver }: { orderId: string; gift: OrderGiftView; isGiver: boolean }) {
  const resend = useResendGift();
  const [note, setNote] = useState<string | null>(null);
  if (!isGiver) {
    return <p className="order-gift">{t('A gift from {name}', { name: gift.giverName })}</p>;
  }
  return (
    <div className="order-gift">
      <p>
        {t('Gift for {name} ({email})', { name: gift.recipientName, email: gift.recipientEmail })} ·{' '}
        {/* i18next-instrument-ignore-next-line */}
        <strong className="order-gift-state">{t(STATE_LABELS[gift.state])}</strong>
      </p>
      {gift.state === 'sent' ? (
        <button
          type="button"
          className="button button-outline button-small"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(orderId, {
              onSuccess: () => setNote(t('The gift mail was sent again.')),
              // i18next-instrument-ignore-next-line
              onError: (error) => setNote(t(error.message)),
            })
          }
        >
          {t('Send the gift mail again')}
        </button>
      ) : null}
      {note ? (
        <p className="field-hint" role="status">
          {note}
        </p>
      ) : null}
    </div>
  );
}
