import type { AdminAnalytics } from '@shop/shared/admin/analytics';
import { formatCedisWithPesewas } from '@shop/shared/money';
import { AdminStat } from '../../../components/admin/admin-stats.tsx';
import { AdminTable } from '../../../components/admin/admin-table.tsx';
import { CardSection } from '../../../components/ui/card-section.tsx';
import { Money } from '../../../components/ui/money.tsx';
import { formatGrowth, packageLabel } from '../utils/analytics-format.ts';
import { DailyChart } from './daily-chart.tsx';
import { PromotionCodesCard } from './promotion-codes-card.tsx';

const count = (value: number) => value.toLocaleString('en-GB');
const orders = (value: number) => `${count(value)} ${value === 1 ? 'order' : 'orders'}`;

/** All-time totals, this period's figures with their change on the period before, and revenue per day. */
export function OverviewPanel({ data, periodLabel }: { data: AdminAnalytics; periodLabel: string }) {
  const { overview, periodTotals, growth } = data;
  return (
    <>
      <dl className="admin-stat-grid">
        <AdminStat
          label="Total Revenue"
          value={formatCedisWithPesewas(overview.totalRevenue)}
          note="All completed orders"
        />
        <AdminStat label="Total Orders" value={count(overview.totalOrders)} note="Completed, all time" />
        <AdminStat
          label="Total Users"
          value={count(overview.totalUsers)}
          note={`${count(periodTotals.newUsers)} joined in the ${periodLabel.toLowerCase()}`}
        />
        <AdminStat label="Total Downloads" value={count(overview.totalDownloads)} note="Plan files downloaded" />
      </dl>
      {/* Revenue is what buyers paid; the taxes in it are the state's, so staff see the split. */}
      <p className="muted analytics-tax-split">
        Of all revenue: <Money>{formatCedisWithPesewas(overview.totalNetRevenue)}</Money> net,{' '}
        <Money>{formatCedisWithPesewas(overview.totalTax)}</Money> tax collected. {periodLabel}:{' '}
        <Money>{formatCedisWithPesewas(periodTotals.netRevenue)}</Money> net,{' '}
        <Money>{formatCedisWithPesewas(periodTotals.tax)}</Money> tax.
      </p>
      <h2 className="analytics-subheading">{periodLabel}</h2>
      <dl className="admin-stat-grid">
        <AdminStat
          label="Revenue"
          value={formatCedisWithPesewas(periodTotals.revenue)}
          note={formatGrowth(growth.revenue)}
        />
        <AdminStat label="Orders" value={count(periodTotals.orders)} note={formatGrowth(growth.orders)} />
        <AdminStat label="New Users" value={count(periodTotals.newUsers)} note={formatGrowth(growth.users)} />
        <AdminStat label="Downloads" value={count(periodTotals.downloads)} note={formatGrowth(growth.downloads)} />
      </dl>
      <CardSection id="analytics-revenue-heading" title="Revenue per day">
        <DailyChart points={data.series} field="revenue" title="Revenue (GHS)" format={formatCedisWithPesewas} />
      </CardSection>
    </>
  );
}

/** Revenue and orders per day, and the period's sales by package. */
export function SalesPanel({ data }: { data: AdminAnalytics }) {
  return (
    <div className="admin-dashboard-grid">
      <CardSection id="analytics-sales-revenue" title="Revenue per day">
        <DailyChart points={data.series} field="revenue" title="Revenue (GHS)" format={formatCedisWithPesewas} />
      </CardSection>
      <CardSection id="analytics-sales-orders" title="Orders per day">
        <DailyChart points={data.series} field="orders" title="Orders" format={orders} />
      </CardSection>
      <CardSection id="analytics-packages" title="Orders by package">
        <AdminTable variant="summary" columns={['Package', 'Orders', 'Revenue']}>
          {data.byPackage.map((row) => (
            <tr key={row.package}>
              <td>{packageLabel(row.package)}</td>
              <td>{count(row.orders)}</td>
              <td>{formatCedisWithPesewas(row.revenue)}</td>
            </tr>
          ))}
        </AdminTable>
      </CardSection>
      <PromotionCodesCard />
    </div>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The 10 latest things that happened: admin changes (audit trail) and completed orders. */
export function ActivityPanel({ data }: { data: AdminAnalytics }) {
  if (data.recentActivity.length === 0) {
    return <p className="card muted">No activity yet. Admin changes and completed orders will appear here.</p>;
  }
  return (
    <CardSection id="analytics-activity" title="Recent Activity">
      <ol className="analytics-activity">
        {data.recentActivity.map((item) => (
          <li key={`${item.source}-${item.id}`}>
            <span className={`analytics-source analytics-source-${item.source}`}>
              {item.source === 'order' ? 'Order' : 'Admin'}
            </span>
            <span className="analytics-activity-text">
              <span>{item.summary}</span>
              <span className="muted">
                {item.actor || 'Unknown'} · <time dateTime={item.at}>{when(item.at)}</time>
              </span>
            </span>
          </li>
        ))}
      </ol>
    </CardSection>
  );
}

/** The period's 5 best-earning plans and the catalogue's size. */
export function PlansPanel({ data }: { data: AdminAnalytics }) {
  return (
    <>
      <dl className="admin-stat-grid admin-stat-grid-2">
        <AdminStat label="Total Plans" value={count(data.planMetrics.totalPlans)} />
        <AdminStat label="Active Plans" value={count(data.planMetrics.activePlans)} />
      </dl>
      <CardSection id="analytics-top-plans" title="Top Plans by Revenue">
        {data.topPlans.length === 0 ? (
          <p className="muted">No plan sold in this period.</p>
        ) : (
          <AdminTable variant="summary" columns={['#', 'Plan', 'Orders', 'Revenue']}>
            {data.topPlans.map((plan, index) => (
              <tr key={plan.planId}>
                <td>{index + 1}</td>
                <td className="analytics-plan-title">{plan.title}</td>
                <td>{count(plan.orders)}</td>
                <td>{formatCedisWithPesewas(plan.revenue)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </CardSection>
    </>
  );
}
