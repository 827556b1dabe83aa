import { formatCedisIn, formatUsdFromCedisIn } from '@shop/shared/i18n/format';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useDisplayCurrency } from '../../lib/account-preferences.tsx';
import { Money } from '../ui/money.tsx';

/**
 * A cedi price with its dollar equivalent, e.g. "₵2,500 ≈ $167.50". A signed-in person who chose US dollars in
 * their settings sees "$167.50 ≈ ₵2,500"; euros have no rate in the shop's constants, so they see cedis first.
 */
export function PlanPrice({ cedis, className }: { cedis: number; className?: string }) {
  const usdFirst = useDisplayCurrency() === 'USD';
  const language = currentLanguage();
  const [main, alt] = usdFirst
    ? [formatUsdFromCedisIn(cedis, language), formatCedisIn(cedis, language)]
    : [formatCedisIn(cedis, language), formatUsdFromCedisIn(cedis, language)];
  return (
    <span className={`price ${className ?? ''}`}>
      <Money className="price-main">{main}</Money>{' '}
      <span className="price-alt">
        <span aria-hidden="true">≈ </span>
        <Money>{alt}</Money>
      </span>
    </span>
  );
}
