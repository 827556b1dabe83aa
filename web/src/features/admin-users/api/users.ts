import type { DataExportFormat, ReviewChoice } from '@shop/shared/accounts/account-closure';
import type { Role } from '@shop/shared/accounts/profile';
import { type AdminUser, USER_LIST_PAGE_MAX } from '@shop/shared/admin/users';
import { closeUserAccountRoute } from '@shop/shared/api/routes/close-user-account';
import { exportUserDataRoute } from '@shop/shared/api/routes/export-user-data';
import { inviteUserRoute } from '@shop/shared/api/routes/invite-user';
import { listUsersRoute } from '@shop/shared/api/routes/list-users';
import { updateUserRoleRoute } from '@shop/shared/api/routes/update-user-role';
import { updateUserStatusRoute } from '@shop/shared/api/routes/update-user-status';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Every account, page after page (Cognito gives at most 60 a page, with no total). Loading them all lets the
 * page show real counts and search names too (Cognito searches only the start of one attribute).
 */
export async function getAllUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  const users: AdminUser[] = [];
  let cursor: string | undefined;
  do {
    const page = await apiRequest(listUsersRoute, {
      query: { limit: String(USER_LIST_PAGE_MAX), ...(cursor ? { cursor } : {}) },
      signal,
    });
    users.push(...page.users);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return users;
}

export const adminUsersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.users, queryFn: ({ signal }) => getAllUsers(signal) });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}

/**
 * A change to one user (role, status): the server answers the whole user, which replaces its row in the cached
 * list, so the row changes without a reload.
 */
function useUserChange<Input>(send: (input: Input) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) =>
      queryClient.setQueryData(adminUsersQueryOptions().queryKey, (users) =>
        users?.map((user) => (user.id === saved.id ? saved : user)),
      ),
  });
}

export function useChangeUserRole() {
  return useUserChange(({ id, role }: { id: string; role: Role }) =>
    apiRequest(updateUserRoleRoute, { params: { id }, body: { role } }),
  );
}

export function useSetUserEnabled() {
  return useUserChange(({ id, enabled }: { id: string; enabled: boolean }) =>
    apiRequest(updateUserStatusRoute, { params: { id }, body: { enabled } }),
  );
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: Role; first_name?: string; last_name?: string }) =>
      apiRequest(inviteUserRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
  });
}

/** A super admin closes a buyer's account at the buyer's request; the row leaves the list. */
export function useCloseUserAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reviews }: { id: string; reviews: ReviewChoice }) =>
      apiRequest(closeUserAccountRoute, { params: { id }, body: { reviews, confirm: 'CLOSE' } }),
    onSuccess: (_closed, { id }) =>
      queryClient.setQueryData(adminUsersQueryOptions().queryKey, (users) => users?.filter((user) => user.id !== id)),
  });
}

/** A person's data export, made on the server at their request (audited there); the page in their own language. */
export function fetchUserData(id: string, format: DataExportFormat) {
  return apiFile(exportUserDataRoute, { params: { id }, query: { format } });
}
