export { InviteUserPage as AdminInviteUserRoute } from '../../../features/admin-users/components/invite-user-page.tsx';
