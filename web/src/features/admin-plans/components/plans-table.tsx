import { LOGO_URL } from '@shop/shared/constants';
import { formatCedisWithPesewas } from '@shop/shared/money';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { Link } from 'react-router-dom';
import { EyeIcon } from '../../../components/ui/icons.tsx';
import { ResponsiveImg } from '../../../components/ui/responsive-img.tsx';
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
    <div className="admin-table-wrap">
      <table className="admin-table admin-table-stacked">
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">Size</th>
            <th scope="col">Prices</th>
            <th scope="col">Status</th>
            <th scope="col">Featured</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id}>
              <td>
                <div className="admin-cell-media">
                  <ResponsiveImg
                    sizes="56px"
                    src={plan.image_url || LOGO_URL}
                    alt=""
                    width={56}
                    height={42}
                    loading="lazy"
                    onError={(event) => {
                      event.currentTarget.src = LOGO_URL;
                    }}
                  />
                  <span className="admin-cell-title">
                    {plan.title}
                    <span className="admin-cell-sub">{PLAN_TYPE_LABELS[plan.plan_type]}</span>
                  </span>
                </div>
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
                <label className="switch admin-table-switch">
                  <span className="visually-hidden">Featured: {plan.title}</span>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={plan.featured}
                    aria-checked={plan.featured}
                    disabled={pendingFeatured.has(plan.id)}
                    onChange={() => onToggleFeatured(plan)}
                  />
                </label>
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
                  <button type="button" className="button button-outline button-small" onClick={() => onEdit(plan)}>
                    Edit<span className="visually-hidden"> {plan.title}</span>
                  </button>
                  <button type="button" className="button button-outline button-small" onClick={() => onFiles(plan)}>
                    Files<span className="visually-hidden"> of {plan.title}</span>
                  </button>
                  <button
                    type="button"
                    className="button button-danger-outline button-small"
                    onClick={() => onDelete(plan)}
                  >
                    Delete<span className="visually-hidden"> {plan.title}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
