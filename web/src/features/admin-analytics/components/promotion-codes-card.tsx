import { formatCedisWithPesewas } from '@shop/shared/money';
import { useQuery } from '@tanstack/react-query';
import { AdminTable } from '../../../components/admin/admin-table.tsx';
import { CardSection } from '../../../components/ui/card-section.tsx';
import { adminPromotionsQueryOptions } from '../../../lib/admin-promotions-query.ts';

/**
 * Uses and discount given per promotion code, all time, from the codes' own counters (summed when an order is paid).
 * Revenue elsewhere on this page is what buyers paid, so it is already after these discounts.
 */
export function PromotionCodesCard() {
  // The promotions page's list (same key): the codes' counters are the figures.
  const promotions = useQuery(adminPromotionsQueryOptions());
  const used = (promotions.data ?? []).filter((code) => code.uses > 0);
  const totalDiscount = used.reduce((sum, code) => sum + (code.discount_pesewas ?? 0), 0);
  return (
    <CardSection id="analytics-promotions" title="Promotion codes (all time)">
      {promotions.isError ? <p className="muted">The promotion codes could not be loaded.</p> : null}
      {promotions.data && used.length === 0 ? <p className="muted">No order has used a promotion code yet.</p> : null}
      {used.length > 0 ? (
        <AdminTable variant="summary" columns={['Code', 'Paid uses', 'Discount given']}>
          {used.map((code) => (
            <tr key={code.code}>
              <td>{code.code}</td>
              <td>{code.uses.toLocaleString('en-GB')}</td>
              <td>{formatCedisWithPesewas((code.discount_pesewas ?? 0) / 100)}</td>
            </tr>
          ))}
          <tr className="analytics-total">
            <th scope="row">Total</th>
            <td>{used.reduce((sum, code) => sum + code.uses, 0).toLocaleString('en-GB')}</td>
            <td>{formatCedisWithPesewas(totalDiscount / 100)}</td>
          </tr>
        </AdminTable>
      ) : null}
      <p className="muted">Revenue on this page is what buyers paid, so it is already after these discounts.</p>
    </CardSection>
  );
}
