import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs `callback` once input has paused for `delayMs`. `cancel` drops a pending call, for when the value it
 * would commit has been replaced from elsewhere (a Clear button, the back button).
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  return { schedule, cancel };
}
