import type { Role } from '@shop/shared/accounts/profile';
import type { AdminUser } from '@shop/shared/admin/users';
import type { ProfileSummary } from '../../repositories/profile-batch-repository.ts';
import type { IdentityAccount } from '../ports/identity.ts';

/** A row of User Management: the names the user saved win over the ones given at sign-up. */
export function adminUserView(account: IdentityAccount, role: Role, profile: ProfileSummary | undefined): AdminUser {
  return {
    id: account.sub,
    email: account.email,
    first_name: profile?.first_name || account.givenName,
    last_name: profile?.last_name || account.familyName,
    avatar_url: profile?.avatar_url ?? '',
    role,
    enabled: account.enabled,
    status: account.status,
    created_at: account.createdAt,
  };
}
