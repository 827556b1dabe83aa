import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  ANALYTICS_TEXTS,
  type AnalyticsPeriod,
  DEFAULT_ANALYTICS_PERIOD,
} from '@shop/shared/admin/analytics';
import { type ReactNode, useId, useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page-header.tsx';
import { AdminErrorState, AdminTableSkeleton } from '../../../components/admin/admin-states.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import { useAnalytics } from '../api/get-analytics.ts';
import { ActivityPanel, OverviewPanel, PlansPanel, SalesPanel } from './analytics-panels.tsx';
import '../analytics.css';
import { optionList } from '../../../lib/option-list.ts';

const TABS = optionList({ overview: 'Overview', sales: 'Sales', activity: 'Activity', plans: 'Plans' });
type Tab = (typeof TABS)[number]['id'];

/** /admin/analytics: four tabs over one GET /api/analytics answer for the chosen period (default last 30 days). */
export function AdminAnalyticsPage() {
  const id = useId();
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const [tab, setTab] = useState<Tab>('overview');
  const analytics = useAnalytics(period);
  const periodLabel = ANALYTICS_PERIOD_LABELS[period];

  let content: ReactNode;
  if (analytics.isPending) {
    content = <AdminTableSkeleton rows={5} label="Loading analytics..." />;
  } else if (analytics.isError && !analytics.data) {
    content = <AdminErrorState message={ANALYTICS_TEXTS.failed} onRetry={() => void analytics.refetch()} />;
  } else {
    const data = analytics.data;
    content = (
      <>
        {analytics.isError ? (
          <div className="form-alert form-alert-error admin-dashboard-alert" role="alert">
            <p className="form-alert-title">{ANALYTICS_TEXTS.failed}</p>
            <button
              type="button"
              className="button button-outline button-small"
              onClick={() => void analytics.refetch()}
            >
              {ANALYTICS_TEXTS.retry}
            </button>
          </div>
        ) : null}
        <Tabs
          id={id}
          label="Analytics"
          className="tabs admin-tabs analytics-tabs"
          tabs={TABS}
          active={tab}
          onChange={setTab}
          panels="one"
        />
        <div {...tabPanelProps(id, tab, 'one')} aria-busy={analytics.isFetching} className="analytics-panel">
          {tab === 'overview' ? <OverviewPanel data={data} periodLabel={periodLabel} /> : null}
          {tab === 'sales' ? <SalesPanel data={data} /> : null}
          {tab === 'activity' ? <ActivityPanel data={data} /> : null}
          {tab === 'plans' ? <PlansPanel data={data} /> : null}
        </div>
      </>
    );
  }

  return (
    <AdminPage
      title="Analytics"
      summary={`Sales, activity and plans: ${periodLabel}.`}
      actions={
        <>
          <label className="visually-hidden" htmlFor={`${id}-period`}>
            Period
          </label>
          <Select
            id={`${id}-period`}
            className="select analytics-period"
            value={period}
            onChange={(value) => setPeriod(value)}
            options={ANALYTICS_PERIODS.map((value) => ({ id: value, label: ANALYTICS_PERIOD_LABELS[value] }))}
          />
          <button
            type="button"
            className="button button-outline button-small"
            onClick={() => void analytics.refetch()}
            disabled={analytics.isFetching}
          >
            {ANALYTICS_TEXTS.refresh}
          </button>
        </>
      }
    >
      {content}
    </AdminPage>
  );
}
