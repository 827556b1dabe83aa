export { AdminUsersPage as AdminUsersRoute } from '../../../features/admin-users/components/admin-users-page.tsx';
