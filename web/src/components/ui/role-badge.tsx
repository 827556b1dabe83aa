import type { Role } from '@shop/shared/accounts/profile';

export const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin', super_admin: 'Super Admin' };

/** The person's role as a badge: User, Admin or Super Admin (for display; the server enforces roles). */
export function RoleBadge({ role }: { role: Role }) {
  return <span className={role === 'user' ? 'role-badge' : 'role-badge role-badge-admin'}>{ROLE_LABELS[role]}</span>;
}
