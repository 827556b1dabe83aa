import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
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
      <FactList
        className="invoice-meta"
        facts={[
          { label: t('Plan'), value: `${attempt.planTitle} (${attempt.packageName})` },
          { label: t('Amount'), value: attempt.amount },
          { label: t('Tried on'), value: attempt.when },
          { label: t('Status'), value: attempt.state },
          ...(attempt.reason ? [{ label: t('Reason'), value: attempt.reason }] : []),
          { label: t('Payment reference'), value: attempt.reference },
        ]}
      />
      <ButtonLink to={paths.plan.getHref(attempt.planId)} variant="primary">
        {t('Try again')}
      </ButtonLink>
    </section>
  );
}
