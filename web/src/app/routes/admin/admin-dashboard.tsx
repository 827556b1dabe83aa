import { useState } from 'react';
import { AdminDashboard } from '../../../features/admin-dashboard/components/admin-dashboard.tsx';
import { useAdminPlans } from '../../../features/admin-plans/api/get-admin-plans.ts';
import { useAdminUsers } from '../../../features/admin-users/api/users.ts';

/** The dashboard composes the plans and users features' data (features never import each other). */
export function AdminDashboardRoute() {
  const plans = useAdminPlans();
  const users = useAdminUsers();
  const [now] = useState(() => new Date());
  return (
    <AdminDashboard
      plans={plans.data}
      users={users.data}
      failed={plans.isError || users.isError}
      onRetry={() => {
        void plans.refetch();
        void users.refetch();
      }}
      now={now}
    />
  );
}
