import { formatCedisWithPesewas } from '@shop/shared/money';
import type { PromotionCode } from '@shop/shared/promotions/promotion';
import { AdminTable, AdminTableSwitch } from '../../../components/admin/admin-table.tsx';
import { dateSpan } from '../../../components/admin/date-span.ts';
import {
  discountLabel,
  PROMOTION_STATE_LABELS,
  promotionState,
  scopeLabel,
  usesLabel,
} from '../utils/promotion-form.ts';

interface PromotionsTableProps {
  promotions: readonly PromotionCode[];
  timeZone: string;
  pendingCodes: ReadonlySet<string>;
  onToggleEnabled: (code: PromotionCode) => void;
  onEdit: (code: PromotionCode) => void;
}

/** Columns Code, Discount, Applies to, Dates, Uses, State, Actions; rows stack into labelled lines on a phone. */
export function PromotionsTable({ promotions, timeZone, pendingCodes, onToggleEnabled, onEdit }: PromotionsTableProps) {
  const now = new Date();
  return (
    <AdminTable columns={['Code', 'Discount', 'Applies to', 'Dates', 'Uses', 'State', { hidden: 'Actions' }]}>
      {promotions.map((code) => {
        const state = promotionState(code, now);
        const held = code.reserved - code.uses;
        return (
          <tr key={code.code} data-code={code.code}>
            <td>
              <strong className="admin-cell-title">{code.code}</strong>
              {code.note ? <span className="admin-cell-sub">{code.note}</span> : null}
            </td>
            <td data-label="Discount" className="admin-nowrap">
              {discountLabel(code)}
              {code.first_purchase_only ? <span className="admin-cell-sub">First purchase only</span> : null}
            </td>
            <td data-label="Applies to">{scopeLabel(code)}</td>
            <td data-label="Dates">{dateSpan(code.starts_at, code.ends_at, timeZone)}</td>
            <td data-label="Uses" className="admin-nowrap">
              {usesLabel(code)}
              {code.discount_pesewas ? (
                <span className="admin-cell-sub">
                  {formatCedisWithPesewas(code.discount_pesewas / 100)} discount given
                </span>
              ) : null}
              {held > 0 ? <span className="admin-cell-sub">{held} held by payments under way</span> : null}
              {code.per_buyer_limit ? <span className="admin-cell-sub">{code.per_buyer_limit} per buyer</span> : null}
            </td>
            <td data-label="State">
              <AdminTableSwitch
                checked={code.enabled}
                pending={pendingCodes.has(code.code)}
                onToggle={() => onToggleEnabled(code)}
                label={`${code.enabled ? 'Disable' : 'Enable'} ${code.code}`}
              >
                <span className={`admin-status admin-status-${state === 'active' ? 'active' : 'inactive'}`}>
                  {PROMOTION_STATE_LABELS[state]}
                </span>
              </AdminTableSwitch>
            </td>
            <td>
              <div className="admin-row-actions">
                <button type="button" className="button button-outline button-small" onClick={() => onEdit(code)}>
                  Edit<span className="visually-hidden"> {code.code}</span>
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
