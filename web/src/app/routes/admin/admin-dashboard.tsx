import { useState } from 'react';
import { useAnalytics } from '../../../features/admin-analytics/api/get-analytics.ts';
import { AdminDashboard } from '../../../features/admin-dashboard/components/admin-dashboard.tsx';
import { useAdminPlans } from '../../../features/admin-plans/api/get-admin-plans.ts';
import { useAdminUsers } from '../../../features/admin-users/api/users.ts';

/** The dashboard composes the plans, users and analytics features' data (features never import each other). */
export function AdminDashboardRoute() {
  const plans = useAdminPlans();
  const users = useAdminUsers();
  // Growth lines compare the last 30 days with the 30 before, as the analytics endpoint computes them.
  const analytics = useAnalytics('30d');
  const [now] = useState(() => new Date());
  return (
    <AdminDashboard
      plans={plans.data}
      users={users.data}
      analytics={analytics.data}
      failed={plans.isError || users.isError || analytics.isError}
      onRetry={() => {
        void plans.refetch();
        void users.refetch();
        void analytics.refetch();
      }}
      now={now}
    />
  );
}
