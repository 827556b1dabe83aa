import { formatUsdFromCedisIn } from '@shop/shared/i18n/format';
import { formatCedisWithPesewasIn } from '@shop/shared/i18n/format-details';
import type { Package, PublicPlan } from '@shop/shared/plans/plan';
import { CardIcon } from '../../../components/ui/icons.tsx';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import type { CheckoutData } from '../../../lib/checkout-hand-over.ts';
import { TIER_LABELS } from '../../../lib/order-labels.ts';
import { PACKAGE_INCLUDES, packagePrice } from '../utils/checkout-amount.ts';

/**
 * The plan and package being bought, what comes with it, and the 30-day guarantee. The title and price are the
 * plan's as the server sent it; the hand-over only says which plan and package.
 */
export function OrderSummary({
  data,
  plan,
}: {
  data: CheckoutData;
  plan: Pick<PublicPlan, 'title' | `${Package}_price`>;
}) {
  const language = currentLanguage();
  const price = packagePrice(plan, data.package);
  return (
    <section className="checkout-card" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">
        <CardIcon size={20} /> {t('Order Summary')}
      </h2>
      <dl className="summary-lines">
        <div>
          <dt>{t('Plan')}</dt>
          <dd>{plan.title}</dd>
        </div>
        <div>
          <dt>{t('Package')}</dt>
          {/* i18next-instrument-ignore-next-line */}
          <dd>{t('{name} Package', { name: t(TIER_LABELS[data.package]) })}</dd>
        </div>
        <div className="summary-total">
          <dt>{t('Total')}</dt>
          <dd>
            {formatCedisWithPesewasIn(price, language)}
            <span className="summary-usd">≈ {formatUsdFromCedisIn(price, language)}</span>
          </dd>
        </div>
      </dl>
      <h3>{t("What's Included")}</h3>
      <ul className="check-list">
        {PACKAGE_INCLUDES[data.package].map((item) => (
          // i18next-instrument-ignore-next-line
          <li key={item}>{t(item)}</li>
        ))}
        <li>{t('Instant download after payment')}</li>
        <li>{t('Downloads available for 7 days after purchase')}</li>
      </ul>
      <p className="checkout-guarantee">
        {t(
          '30-day money-back guarantee: if the plan is not right for you and you have not downloaded it, we refund you in full.',
        )}
      </p>
    </section>
  );
}
