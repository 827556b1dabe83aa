import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasAuthenticatorApp } from './auth-account.ts';
import { queryKeys } from './query-keys.ts';

/** Whether the signed-in account has its authenticator app on, as Cognito says (read once per session and user). */
export const authenticatorAppQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.authenticatorApp(userId ?? ''),
    queryFn: hasAuthenticatorApp,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAuthenticatorApp(userId: string | undefined) {
  return useQuery({ ...authenticatorAppQueryOptions(userId), enabled: Boolean(userId) });
}

/** After turning the app on or off here: the answer is known, no need to ask Cognito again. */
export function useSetAuthenticatorApp(userId: string | undefined) {
  const queryClient = useQueryClient();
  return (enabled: boolean) => queryClient.setQueryData(authenticatorAppQueryOptions(userId).queryKey, enabled);
}
