import type * as z from 'zod/mini';
import {
  browserStorage,
  type KeyValueStorage,
  readStoredValue,
  removeStoredValues,
  writeStoredValue,
} from './stored-values.ts';

/**
 * One value kept in local storage under `key` and checked against `schema` when read back: `read` gives null when
 * there is none or it is unreadable (then removed); a full or blocked storage costs only the value.
 */
export function storedValue<S extends z.ZodMiniType>(key: string, schema: S) {
  return {
    read: (storage: KeyValueStorage | undefined = browserStorage()): z.infer<S> | null =>
      readStoredValue(storage, key, schema),
    save: (value: z.infer<S>, storage: KeyValueStorage | undefined = browserStorage()): void =>
      writeStoredValue(storage, key, value),
    clear: (storage: KeyValueStorage | undefined = browserStorage()): void => removeStoredValues(storage, [key]),
  };
}
