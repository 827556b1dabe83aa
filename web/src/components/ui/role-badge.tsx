import type { Role } from '@shop/shared/accounts/profile';

export const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin', super_admin: 'Super Admin' };

/**
 * The person's role as a badge: User, Admin or Super Admin (for display; the server enforces roles). The buyer's
 * pages pass the label in their language; the admin area shows the English one.
 */
export function RoleBadge({ role, label = ROLE_LABELS[role] }: { role: Role; label?: string }) {
  return <span className={role === 'user' ? 'role-badge' : 'role-badge role-badge-admin'}>{label}</span>;
}
