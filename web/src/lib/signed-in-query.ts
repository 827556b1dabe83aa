import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useAuth } from './auth-context.tsx';

/** A query of the signed-in person's own data, keyed by their id; idle (no request) for visitors. */
export function useSignedInQuery<Data, Error, Selected, Key extends QueryKey>(
  options: (userId: string) => UseQueryOptions<Data, Error, Selected, Key>,
): UseQueryResult<Selected, Error> {
  const { status, user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({ ...options(userId), enabled: status === 'signed-in' && userId !== '' });
}
