import { useCallback, useState } from 'react';

/**
 * Which rows have a change on its way to the server (a switch flipped in a table), so each row's control is
 * disabled until its own answer is back while the other rows stay usable.
 */
export function usePendingIds() {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const start = useCallback((id: string) => setPending((current) => new Set(current).add(id)), []);
  const done = useCallback(
    (id: string) =>
      setPending((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
    [],
  );
  return { pending, start, done };
}
