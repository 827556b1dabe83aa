import * as z from 'zod/mini';

/**
 * Checks an item read from the table against what the code expects of it, so a field written by an older
 * version (or by hand) fails loudly at the read, naming the field, instead of surfacing later as `undefined`.
 */
export function parseItem<S extends z.ZodMiniType>(schema: S, item: unknown, what: string): z.infer<S> {
  const result = z.safeParse(schema, item);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(
    `A stored ${what} does not have the expected shape at ${issue?.path.join('.') || 'top'}: ${issue?.message}`,
  );
}
