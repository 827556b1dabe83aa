import { useCallback, useRef, useState } from 'react';

export interface UploadItem {
  id: number;
  name: string;
  /** 0 to 1. */
  progress: number;
  state: 'uploading' | 'done' | 'failed';
}

/**
 * Progress of the files a form is sending: `track(name)` adds a row and returns callbacks to move its bar and
 * to finish it. Finished rows disappear after a moment, failed ones stay until the next upload starts.
 */
export function useUploadItems() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextId = useRef(0);

  const update = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const track = useCallback(
    (name: string) => {
      nextId.current += 1;
      const id = nextId.current;
      setItems((current) => [
        ...current.filter((item) => item.state === 'uploading'),
        { id, name, progress: 0, state: 'uploading' },
      ]);
      return {
        progress: (fraction: number) => update(id, { progress: fraction }),
        done: () => {
          update(id, { progress: 1, state: 'done' });
          setTimeout(() => setItems((current) => current.filter((item) => item.id !== id)), 1500);
        },
        failed: () => update(id, { state: 'failed' }),
      };
    },
    [update],
  );

  return { items, track };
}
