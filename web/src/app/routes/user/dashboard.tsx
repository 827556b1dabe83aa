import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { DashboardIcon, SettingsIcon, UserIcon } from '../../../components/ui/account-icons.tsx';
import { HeartIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { AccountStatsGrid } from '../../../features/accounts/components/account-stats.tsx';
import { EmptyCard } from '../../../features/accounts/components/empty-card.tsx';
import { useAccountStats } from '../../../features/accounts/hooks/use-account-stats.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { shortAccountName } from '../../../lib/account-name.ts';
import { useAuth } from '../../../lib/auth-context.tsx';

type DashboardTab = 'overview' | 'orders' | 'favorites' | 'activity';

const TABS: { id: DashboardTab; label: string }[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'orders', label: 'Orders' },
  { id: 'favorites', label: 'Favorites' },
  { id: 'activity', label: 'Activity' },
];

const QUICK_ACTIONS = [
  { label: 'Browse House Plans', to: paths.plans.getHref(), Icon: SearchIcon },
  { label: 'View Favorites', to: paths.userFavorites.getHref(), Icon: HeartIcon },
  { label: 'Edit Profile', to: paths.userProfile.getHref(), Icon: UserIcon },
  { label: 'Account Settings', to: paths.userSettings.getHref(), Icon: SettingsIcon },
] as const;

const BROWSE = { label: 'Browse Plans', to: paths.plans.getHref() };

/**
 * /user/dashboard (user-and-admin.md section 2): tabs Overview, Orders, Favorites, Activity. Orders and favorites
 * arrive with their own features; until then each tab says honestly that there is nothing yet.
 */
export function DashboardRoute() {
  useDocumentMeta('My Dashboard');
  const { user, profile } = useAuth();
  const stats = useAccountStats();
  const baseId = useId();
  const [active, setActive] = useState<DashboardTab>('overview');

  const focusTab = (index: number) => {
    const tab = TABS[(index + TABS.length) % TABS.length];
    if (!tab) return;
    setActive(tab.id);
    document.getElementById(`${baseId}-tab-${tab.id}`)?.focus();
  };

  const panels: Record<DashboardTab, ReactNode> = {
    overview: (
      <div className="account-grid account-grid-sidebar">
        <div className="account-grid">
          <section className="card" aria-labelledby={`${baseId}-stats`}>
            <div className="card-header">
              <h2 id={`${baseId}-stats`}>
                <DashboardIcon size={20} /> Your Account
              </h2>
            </div>
            <AccountStatsGrid stats={stats} />
          </section>
          <section className="card" aria-labelledby={`${baseId}-recent`}>
            <div className="card-header">
              <h2 id={`${baseId}-recent`}>Recent Orders</h2>
              <Link to={paths.userOrders.getHref()} className="link-arrow">
                View all orders
              </Link>
            </div>
            <EmptyCard
              title="No orders yet"
              text="When you buy a plan, your order and its downloads show here."
              action={BROWSE}
            />
          </section>
        </div>
        <section className="card" aria-labelledby={`${baseId}-actions`}>
          <div className="card-header">
            <h2 id={`${baseId}-actions`}>Quick Actions</h2>
          </div>
          <ul className="action-list">
            {QUICK_ACTIONS.map(({ label, to, Icon }) => (
              <li key={label}>
                <Link to={to} className="action-link">
                  <Icon size={20} />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    ),
    orders: (
      <section className="card">
        <EmptyCard title="No orders yet" text="You haven't placed any orders yet." action={BROWSE} />
      </section>
    ),
    favorites: (
      <section className="card">
        <EmptyCard
          title="No favorites yet"
          text="Save the plans you like and they will wait for you here."
          action={BROWSE}
        />
      </section>
    ),
    activity: (
      <section className="card">
        <EmptyCard title="No activity yet" text="Your purchases, saved plans and downloads will show here." />
      </section>
    ),
  };

  return (
    <>
      <header className="account-page-header">
        <div>
          <h1>Welcome back, {shortAccountName(profile, user)}</h1>
          <p>Your orders, saved plans and account at a glance.</p>
        </div>
      </header>
      <div className="section-tabs" role="tablist" aria-label="Dashboard">
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            id={`${baseId}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={active === tab.id}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') focusTab(index + 1);
              if (event.key === 'ArrowLeft') focusTab(index - 1);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={active !== tab.id}
        >
          {active === tab.id ? panels[tab.id] : null}
        </div>
      ))}
    </>
  );
}
