import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A staff change that, once the server accepts it, marks the queries it touches as stale (each key covers every
 * query under it), so the lists on screen are read again; the mutation settles after that is under way.
 */
export function useRefreshingMutation<Input, Output>(
  refresh: readonly QueryKey[],
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
