import * as z from 'zod/mini';

/** Error option for strict objects: name the fields that are not accepted instead of "Invalid input". */
export const rejectUnknownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys?.join(', ')}` : undefined,
};

/** A `limit` query parameter (query strings arrive as text): digits only, a whole number from 1 to `max`. */
export function limitParam(max: number) {
  const error = `limit must be a whole number from 1 to ${max}`;
  return z.pipe(
    z.string().check(z.regex(/^\d+$/, { error })),
    z.pipe(
      z.transform((s: string) => Number(s)),
      z.number().check(z.gte(1, { error }), z.lte(max, { error })),
    ),
  );
}
