/**
 * The first message the shared schema gives for each field a form holds, so the form says what the server would
 * say before anything is sent; an issue on a field the form does not hold is not the form's to show.
 */
export function schemaFieldErrors<Values extends object>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  values: Values,
): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) errors[field as keyof Values] ??= issue.message;
  }
  return errors;
}
