import type { AdminAnalytics } from '@shop/shared/admin/analytics';
import type { AdminUser } from '@shop/shared/admin/users';
import { LOGO_URL } from '@shop/shared/constants';
import { formatCedisWithPesewas } from '@shop/shared/money';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { Link } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page-header.tsx';
import { AdminStat } from '../../../components/admin/admin-stats.tsx';
import {
  BagIcon,
  ChartIcon,
  ImageIcon,
  MegaphoneIcon,
  SettingsIcon,
  UsersIcon,
} from '../../../components/ui/account-icons.tsx';
import { CardSection } from '../../../components/ui/card-section.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { LayersIcon } from '../../../components/ui/icons.tsx';
import { ResponsiveImg } from '../../../components/ui/responsive-img.tsx';
import { paths } from '../../../config/paths.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { ORDER_STATUS_LABELS, TIER_LABELS } from '../../../lib/order-labels.ts';
import { describeGrowth, describePeriodChange, growthOf } from '../utils/growth.ts';
import { featuredPlans, planOverview } from '../utils/plan-overview.ts';

const QUICK_LINKS = [
  { label: 'Manage Plans', to: paths.adminPlans.getHref(), Icon: LayersIcon },
  { label: 'View Orders', to: paths.adminOrders.getHref(), Icon: BagIcon },
  { label: 'Manage Users', to: paths.adminUsers.getHref(), Icon: UsersIcon },
  { label: 'Analytics', to: paths.adminAnalytics.getHref(), Icon: ChartIcon },
  { label: 'Portfolio', to: paths.adminPortfolio.getHref(), Icon: ImageIcon },
  { label: 'Ads', to: paths.adminAds.getHref(), Icon: MegaphoneIcon },
  { label: 'Settings', to: paths.adminSettings.getHref(), Icon: SettingsIcon },
] as const;

interface DashboardProps {
  plans: readonly PublicPlan[] | undefined;
  users: readonly AdminUser[] | undefined;
  /** GET /api/analytics for the last 30 days: order figures, their growth, recent orders, downloads. */
  analytics: AdminAnalytics | undefined;
  failed: boolean;
  onRetry: () => void;
  now: Date;
}

const counter = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString('en-GB'));

/**
 * /admin/dashboard: counters, quick links, recent orders, featured plans and a platform overview, every figure
 * read from the shop's data: plans and users from their lists, orders, revenue and downloads from the analytics
 * endpoint's aggregates (growth: the last 30 days against the 30 before).
 */
export function AdminDashboard({ plans, users, analytics, failed, onRetry, now }: DashboardProps) {
  const timeZone = useTimeZone();
  const overview = plans ? planOverview(plans) : undefined;
  const featured = plans ? featuredPlans(plans) : [];
  const staff = users?.filter((user) => user.role !== 'user').length;
  const userGrowth = users
    ? growthOf(
        users.map((user) => user.created_at),
        now,
      )
    : undefined;
  const planGrowth = plans
    ? growthOf(
        plans.map((plan) => plan.created_at),
        now,
      )
    : undefined;

  return (
    <AdminPage title="Admin Dashboard" summary="The shop at a glance.">
      {failed ? (
        <div className="form-alert form-alert-error admin-dashboard-alert" role="alert">
          <p className="form-alert-title">Failed to load dashboard data</p>
          <button type="button" className="button button-outline button-small" onClick={onRetry}>
            Try Again
          </button>
        </div>
      ) : null}
      <dl className="admin-stat-grid">
        <AdminStat
          label="Total Plans"
          value={counter(overview?.total)}
          note={planGrowth ? describeGrowth(planGrowth, 'plans') : null}
        />
        <AdminStat
          label="Total Users"
          value={counter(users?.length)}
          note={userGrowth ? describeGrowth(userGrowth, 'users') : null}
        />
        <AdminStat
          label="Total Orders"
          value={counter(analytics?.overview.totalOrders)}
          note={
            analytics
              ? describePeriodChange(
                  `${analytics.periodTotals.orders} orders`,
                  analytics.periodTotals.orders,
                  analytics.growth.orders,
                )
              : null
          }
        />
        <AdminStat
          label="Total Revenue"
          value={analytics ? formatCedisWithPesewas(analytics.overview.totalRevenue) : '–'}
          money
          note={
            analytics
              ? describePeriodChange(
                  formatCedisWithPesewas(analytics.periodTotals.revenue),
                  analytics.periodTotals.revenue,
                  analytics.growth.revenue,
                )
              : null
          }
        />
      </dl>

      <div className="admin-dashboard-grid">
        <CardSection id="quick-links-heading" title="Quick Links">
          <ul className="admin-quick-links">
            {QUICK_LINKS.map(({ label, to, Icon }) => (
              <li key={to}>
                <Link to={to} className="admin-quick-link">
                  <Icon size={18} />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </CardSection>

        <CardSection
          id="recent-orders-heading"
          title="Recent Orders"
          link={{ to: paths.adminOrders.getHref(), label: 'View all' }}
        >
          {analytics && analytics.recentOrders.length === 0 ? (
            <p className="muted">No orders yet.</p>
          ) : (
            <ul className="admin-mini-list">
              {analytics?.recentOrders.map((order) => (
                <li key={order.id}>
                  <span className="admin-mini-title">
                    {order.plan_title}
                    <span className="muted">
                      {' '}
                      · {TIER_LABELS[order.package_type]} ·{' '}
                      {formatDate(order.created_at, timeZone, { dateStyle: 'medium' })}
                    </span>
                  </span>
                  <span className={`admin-status admin-status-${order.status}`}>
                    {ORDER_STATUS_LABELS[order.status]}
                  </span>
                  <span className="admin-nowrap">{formatCedisWithPesewas(order.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardSection>

        <CardSection
          id="featured-plans-heading"
          title="Featured Plans"
          link={{ to: paths.adminPlans.getHref(), label: 'Manage' }}
        >
          {plans && featured.length === 0 ? (
            <p className="muted">No plan is featured. Feature plans from the Plans page to show them on Home.</p>
          ) : (
            <ul className="admin-mini-list">
              {featured.map((plan) => (
                <li key={plan.id}>
                  <ResponsiveImg
                    sizes="48px"
                    src={plan.image_url || LOGO_URL}
                    alt=""
                    width={48}
                    height={36}
                    onError={(event) => {
                      event.currentTarget.src = LOGO_URL;
                    }}
                  />
                  <Link to={paths.plan.getHref(plan.id)} className="admin-mini-title">
                    {plan.title}
                  </Link>
                  <span className="admin-nowrap">{formatCedisWithPesewas(plan.basic_price)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardSection>

        <CardSection id="overview-heading" title="Platform Overview">
          <FactList
            className="admin-overview"
            facts={[
              { label: 'Active plans', value: counter(overview?.active) },
              { label: 'Featured plans', value: counter(overview?.featured) },
              { label: 'Draft plans', value: counter(overview?.draft) },
              { label: 'Inactive plans', value: counter(overview?.inactive) },
              { label: 'Total downloads', value: counter(analytics?.overview.totalDownloads) },
              { label: 'Staff accounts', value: counter(staff) },
            ]}
          />
        </CardSection>
      </div>
    </AdminPage>
  );
}
