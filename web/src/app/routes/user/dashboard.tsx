import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AccountPageHeader } from '../../../components/layouts/account-page-header.tsx';
import { DashboardIcon, SettingsIcon, UserIcon } from '../../../components/ui/account-icons.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HeartIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { AccountStatsGrid } from '../../../features/accounts/components/account-stats.tsx';
import { accountStatsFrom } from '../../../features/accounts/utils/account-stats.ts';
import { readPendingPurchase } from '../../../features/checkout/utils/pending-purchase.ts';
import { getUserAnalyticsQueryOptions } from '../../../features/dashboard/api/get-user-analytics.ts';
import { ActivityList } from '../../../features/dashboard/components/activity-list.tsx';
import { FavoriteRows } from '../../../features/dashboard/components/favorite-rows.tsx';
import { OrderRows } from '../../../features/dashboard/components/order-rows.tsx';
import { returnPathOf } from '../../../features/dashboard/utils/activity.ts';
import { getFavoritesQueryOptions } from '../../../features/favorites/api/get-favorites.ts';
import { getOrdersQueryOptions } from '../../../features/orders/api/get-orders.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { shortAccountName } from '../../../lib/account-name.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { LoadStates } from './load-error.tsx';
import '../../../features/dashboard/dashboard.css';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';

type DashboardTab = 'overview' | 'orders' | 'favorites' | 'activity';

const TABS: { id: DashboardTab; label: string }[] = [
  { id: 'overview', label: msg('Overview') },
  { id: 'orders', label: msg('Orders') },
  { id: 'favorites', label: msg('Favorites') },
  { id: 'activity', label: msg('Activity') },
];

const QUICK_ACTIONS = [
  { label: msg('Browse House Plans'), to: paths.plans.getHref(), Icon: SearchIcon },
  { label: msg('View Favorites'), to: paths.userFavorites.getHref(), Icon: HeartIcon },
  { label: msg('Edit Profile'), to: paths.userProfile.getHref(), Icon: UserIcon },
  { label: msg('Account Settings'), to: paths.userSettings.getHref(), Icon: SettingsIcon },
] as const;

const BROWSE = { label: msg('Browse Plans'), to: paths.plans.getHref() };

/** A tab that lists what its query reads: loading, then the list, its error with a retry, or an empty state. */
function ListCard<Item>({
  query,
  loading,
  what,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: Item[] | undefined; refetch: () => unknown };
  loading: string;
  what: string;
  empty: { title: string; text: string };
  children: (items: Item[]) => ReactNode;
}) {
  return (
    <section className="card">
      <LoadStates query={query} loading={loading} what={what} />
      {query.data && query.data.length === 0 ? (
        <EmptyState
          {...empty}
          // i18next-instrument-ignore-next-line
          action={{ ...BROWSE, label: t(BROWSE.label) }}
        />
      ) : null}
      {query.data && query.data.length > 0 ? children(query.data) : null}
    </section>
  );
}

/** Recent orders on the Overview (at most 3 for a user). */
const RECENT_ORDERS_MAX = 3;

/**
 * Sign-in always lands here; a buyer who was paying when asked to sign in goes straight back to the checkout.
 */
function useReturnToPendingPurchase() {
  const navigate = useNavigate();
  useEffect(() => {
    const back = returnPathOf(readPendingPurchase()?.returnUrl);
    if (back) navigate(back, { replace: true });
  }, [navigate]);
}

/**
 * /user/dashboard: tabs Overview, Orders, Favorites, Activity. The figures, recent
 * orders and activity come from GET /api/analytics/user/{userId}; the Activity tab lists what the person really
 * did (purchases, saved plans, downloads) rather than the fixed sample of the original.
 */
/** Created within the last day: greeted "Welcome", not "Welcome back", on a first visit. */
const NEW_ACCOUNT_MS = 86_400_000;

export function isNewAccount(createdAt: string | undefined, now = Date.now()): boolean {
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  return Number.isFinite(created) && now - created < NEW_ACCOUNT_MS;
}

export function DashboardRoute() {
  useDocumentMeta(t('My Dashboard'));
  useReturnToPendingPurchase();
  const { user, profile } = useAuth();
  const userId = user?.id ?? '';
  const timeZone = useTimeZone();
  const baseId = useId();
  const [active, setActive] = useState<DashboardTab>('overview');
  const analytics = useQuery({ ...getUserAnalyticsQueryOptions(userId), enabled: userId !== '' });
  const orders = useQuery({ ...getOrdersQueryOptions(userId), enabled: userId !== '' && active === 'orders' });
  const favorites = useQuery({ ...getFavoritesQueryOptions(userId), enabled: userId !== '' && active === 'favorites' });
  const formatDay = (iso: string) => formatDate(iso, timeZone, { dateStyle: 'medium' });
  const formatTime = (iso: string) => formatDate(iso, timeZone, { dateStyle: 'medium', timeStyle: 'short' });

  const stats = accountStatsFrom(analytics.data);
  const recentOrders = analytics.data?.recentOrders.slice(0, RECENT_ORDERS_MAX) ?? [];

  const panels: Record<DashboardTab, ReactNode> = {
    overview: (
      <div className="account-grid account-grid-sidebar">
        <div className="account-grid">
          <section className="card dashboard-stats" aria-labelledby={`${baseId}-stats`}>
            <div className="card-header">
              <h2 id={`${baseId}-stats`}>
                <DashboardIcon size={20} /> {t('Your Account')}
              </h2>
            </div>
            <AccountStatsGrid stats={stats} />
          </section>
          <section className="card" aria-labelledby={`${baseId}-recent`}>
            <div className="card-header">
              <h2 id={`${baseId}-recent`}>{t('Recent Orders')}</h2>
              <Link to={paths.userOrders.getHref()} className="link-arrow">
                {t('View all orders')}
              </Link>
            </div>
            {analytics.isPending ? <Spinner label={t('Loading your orders...')} /> : null}
            {recentOrders.length > 0 ? (
              <OrderRows orders={recentOrders} formatDay={formatDay} />
            ) : analytics.isPending ? null : (
              <EmptyState
                title={t('No orders yet')}
                text={t('When you buy a plan, your order and its downloads show here.')}
                // i18next-instrument-ignore-next-line
                action={{ ...BROWSE, label: t(BROWSE.label) }}
              />
            )}
          </section>
        </div>
        <section className="card" aria-labelledby={`${baseId}-actions`}>
          <div className="card-header">
            <h2 id={`${baseId}-actions`}>{t('Quick Actions')}</h2>
          </div>
          <ul className="action-list">
            {QUICK_ACTIONS.map(({ label, to, Icon }) => (
              <li key={label}>
                <Link to={to} className="action-link">
                  <Icon size={20} />
                  {/* i18next-instrument-ignore-next-line */}
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    ),
    orders: (
      <ListCard
        query={orders}
        loading={t('Loading your orders...')}
        what={t('your orders')}
        empty={{ title: t('No orders yet'), text: t("You haven't placed any orders yet.") }}
      >
        {(list) => <OrderRows orders={list} formatDay={formatDay} />}
      </ListCard>
    ),
    favorites: (
      <ListCard
        query={favorites}
        loading={t('Loading your favorites...')}
        what={t('your favorites')}
        empty={{ title: t('No favorites yet'), text: t('Save the plans you like and they will wait for you here.') }}
      >
        {(list) => <FavoriteRows favorites={list} />}
      </ListCard>
    ),
    activity: (
      <section className="card">
        <LoadStates query={analytics} loading={t('Loading your activity...')} what={t('your activity')} />
        {analytics.data && analytics.data.activity.length === 0 ? (
          <EmptyState
            title={t('No activity yet')}
            text={t('Your purchases, saved plans and downloads will show here.')}
          />
        ) : null}
        {analytics.data && analytics.data.activity.length > 0 ? (
          <ActivityList entries={analytics.data.activity} formatTime={formatTime} />
        ) : null}
      </section>
    ),
  };

  return (
    <>
      <AccountPageHeader
        title={t(isNewAccount(profile?.created_at) ? msg('Welcome, {name}') : msg('Welcome back, {name}'), {
          name: shortAccountName(profile, user),
        })}
        lead={t('Your orders, saved plans and account at a glance.')}
      />
      <Tabs
        id={baseId}
        label={t('Dashboard')}
        className="section-tabs"
        // i18next-instrument-ignore-next-line
        tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
        active={active}
        onChange={setActive}
      />
      {TABS.map((tab) => (
        <div key={tab.id} {...tabPanelProps(baseId, tab.id)} hidden={active !== tab.id}>
          {active === tab.id ? panels[tab.id] : null}
        </div>
      ))}
    </>
  );
}
