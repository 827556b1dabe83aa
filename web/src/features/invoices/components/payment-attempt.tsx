import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';

export interface PaymentAttemptView {
  planId: string;
  planTitle: string;
  packageName: string;
  /** Formatted amount the attempt was for. */
  amount: string;
  /** When it was tried, formatted. */
  when: string;
  /** The attempt's state (Pending, Failed, Cancelled), in the reader's language. */
  state: string;
  /** Why it did not go through, when Paystack or the shop said. */
  reason: string | null;
  reference: string;
}

/**
 * What an order never paid shows instead of an invoice: what was tried, when, where it stands, and a way to try
 * again (the plan's page, where the buyer picks the package and pays). No invoice number: nothing was sold.
 */
export function PaymentAttempt({ attempt }: { attempt: PaymentAttemptView }) {
  return (
    <section className="card" aria-labelledby="attempt-title">
      <h2 id="attempt-title">{t('Payment attempt')}</h2>
      <p className="muted">{t('This order was not paid, so it has no invoice.')}</p>
      <dl className="invoice-meta">
        <div>
          <dt>{t('Plan')}</dt>
          <dd>
            {attempt.planTitle} ({attempt.packageName})
          </dd>
        </div>
        <div>
          <dt>{t('Amount')}</dt>
          <dd>{attempt.amount}</dd>
        </div>
        <div>
          <dt>{t('Tried on')}</dt>
          <dd>{attempt.when}</dd>
        </div>
        <div>
          <dt>{t('Status')}</dt>
          <dd>{attempt.state}</dd>
        </div>
        {attempt.reason ? (
          <div>
            <dt>{t('Reason')}</dt>
            <dd>{attempt.reason}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('Payment reference')}</dt>
          <dd>{attempt.reference}</dd>
        </div>
      </dl>
      <ButtonLink to={paths.plan.getHref(attempt.planId)} variant="primary">
        {t('Try again')}
      </ButtonLink>
    </section>
  );
}
