import type { KeyValueStorage } from '../lib/stored-values.ts';

/** A Web Storage stand-in for tests in Node. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { entries(): Record<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
    entries: () => Object.fromEntries(data),
  };
}
