import { formatCedisWithPesewas, formatUsdFromCedis } from '@shop/shared/money';
import { CardIcon } from '../../../components/ui/icons.tsx';
import type { CheckoutData } from '../../../lib/checkout-hand-over.ts';
import { PACKAGE_INCLUDES, packageTitle } from '../utils/checkout-amount.ts';

/** The plan and package being bought, what comes with it, and the 30-day guarantee. */
export function OrderSummary({ data }: { data: CheckoutData }) {
  return (
    <section className="checkout-card" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">
        <CardIcon size={20} /> Order Summary
      </h2>
      <dl className="summary-lines">
        <div>
          <dt>Plan</dt>
          <dd>{data.planTitle}</dd>
        </div>
        <div>
          <dt>Package</dt>
          <dd>{packageTitle(data.package)}</dd>
        </div>
        <div className="summary-total">
          <dt>Total</dt>
          <dd>
            {formatCedisWithPesewas(data.price)}
            <span className="summary-usd">≈ {formatUsdFromCedis(data.price)}</span>
          </dd>
        </div>
      </dl>
      <h3>What's Included</h3>
      <ul className="check-list">
        {PACKAGE_INCLUDES[data.package].map((item) => (
          <li key={item}>{item}</li>
        ))}
        <li>Instant download after payment</li>
        <li>Downloads available for 7 days after purchase</li>
      </ul>
      <p className="checkout-guarantee">
        30-day money-back guarantee: if the plan is not right for you and you have not downloaded it, we refund you in
        full.
      </p>
    </section>
  );
}
