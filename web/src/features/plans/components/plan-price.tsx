import { formatCedis, formatUsdFromCedis } from '@shop/shared/money';

/** A cedi price with its dollar equivalent, e.g. "₵2,500 ≈ $167.50". */
export function PlanPrice({ cedis, className }: { cedis: number; className?: string }) {
  return (
    <span className={`price ${className ?? ''}`}>
      <span className="price-cedis">{formatCedis(cedis)}</span>{' '}
      <span className="price-usd">
        <span aria-hidden="true">≈ </span>
        {formatUsdFromCedis(cedis)}
      </span>
    </span>
  );
}
