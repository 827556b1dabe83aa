import type { Role } from '@shop/shared/accounts/profile';
import { msg } from '../../../i18n/msg.ts';

/** The role badge's words on the buyer's profile, translated where shown (the admin area keeps ROLE_LABELS). */
export const PROFILE_ROLE_LABELS: Record<Role, string> = {
  user: msg('User'),
  admin: msg('Admin'),
  super_admin: msg('Super Admin'),
};
