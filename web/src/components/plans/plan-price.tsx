import { formatCedis, formatUsdFromCedis } from '@shop/shared/money';
import { useDisplayCurrency } from '../../lib/account-preferences.tsx';

/**
 * A cedi price with its dollar equivalent, e.g. "₵2,500 ≈ $167.50". A signed-in person who chose US dollars in
 * their settings sees "$167.50 ≈ ₵2,500"; euros have no rate in the shop's constants, so they see cedis first.
 */
export function PlanPrice({ cedis, className }: { cedis: number; className?: string }) {
  const usdFirst = useDisplayCurrency() === 'USD';
  const [main, alt] = usdFirst
    ? [formatUsdFromCedis(cedis), formatCedis(cedis)]
    : [formatCedis(cedis), formatUsdFromCedis(cedis)];
  return (
    <span className={`price ${className ?? ''}`}>
      <span className="price-main">{main}</span>{' '}
      <span className="price-alt">
        <span aria-hidden="true">≈ </span>
        {alt}
      </span>
    </span>
  );
}
