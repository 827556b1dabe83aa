import { formatCedisWithPesewas } from '@shop/shared/money';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { Link } from 'react-router-dom';
import {
  AdminEditDelete,
  AdminMediaCell,
  AdminTable,
  AdminTableSwitch,
} from '../../../components/admin/admin-table.tsx';
import { EyeIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { PLAN_STATUS_LABELS, PLAN_TYPE_LABELS } from '../utils/plan-labels.ts';

interface PlansTableProps {
  plans: readonly PublicPlan[];
  /** Plan ids whose featured switch is being saved. */
  pendingFeatured: ReadonlySet<string>;
  onToggleFeatured: (plan: PublicPlan) => void;
  onEdit: (plan: PublicPlan) => void;
  /** The plan's files and their versions (decision 0024). */
  onFiles: (plan: PublicPlan) => void;
  onDelete: (plan: PublicPlan) => void;
}

const money = formatCedisWithPesewas;

/** The plans table: picture and title, type, rooms, area, the three prices, status, featured switch, actions. */
export function PlansTable({ plans, pendingFeatured, onToggleFeatured, onEdit, onFiles, onDelete }: PlansTableProps) {
  return (
    <AdminTable columns={['Plan', 'Size', 'Prices', 'Status', 'Featured', { hidden: 'Actions' }]}>
      {plans.map((plan) => (
        <tr key={plan.id}>
          <td>
            <AdminMediaCell image={plan.image_url} title={plan.title}>
              <span className="admin-cell-sub">{PLAN_TYPE_LABELS[plan.plan_type]}</span>
            </AdminMediaCell>
          </td>
          <td data-label="Size" className="admin-nowrap">
            {plan.bedrooms} bd · {plan.bathrooms} ba
            <span className="admin-cell-sub">{plan.area_sqm} m²</span>
          </td>
          <td data-label="Prices" className="admin-nowrap">
            <span className="admin-price-main">{money(plan.basic_price)}</span>
            <span className="admin-cell-sub">{money(plan.standard_price)}</span>
            <span className="admin-cell-sub">{money(plan.premium_price)}</span>
          </td>
          <td data-label="Status">
            <span className={`admin-status admin-status-${plan.status}`}>{PLAN_STATUS_LABELS[plan.status]}</span>
          </td>
          <td data-label="Featured">
            <AdminTableSwitch
              checked={plan.featured}
              pending={pendingFeatured.has(plan.id)}
              onToggle={() => onToggleFeatured(plan)}
            >
              <span className="visually-hidden">Featured: {plan.title}</span>
            </AdminTableSwitch>
          </td>
          <td>
            <div className="admin-row-actions">
              <Link
                to={paths.plan.getHref(plan.id)}
                className="icon-button"
                aria-label={`View ${plan.title}`}
                title="View"
              >
                <EyeIcon size={18} />
              </Link>
              <AdminEditDelete name={plan.title} onEdit={() => onEdit(plan)} onDelete={() => onDelete(plan)}>
                <button type="button" className="button button-outline button-small" onClick={() => onFiles(plan)}>
                  Files<span className="visually-hidden"> of {plan.title}</span>
                </button>
              </AdminEditDelete>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
