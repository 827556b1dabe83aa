import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a write's answer on screen as the query's data. A read of the same query still on its way was started before
 * the write and would land after it, replacing the answer with the older state (a staff reply vanishing until the
 * next read, on a slow network), so it is cancelled first.
 */
export async function showAnswer<T>(client: QueryClient, queryKey: QueryKey, answer: T): Promise<void> {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData(queryKey, answer);
}
