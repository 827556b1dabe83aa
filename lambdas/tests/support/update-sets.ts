/** The shape of an UpdateItem input, as the SDK mock records it. */
interface UpdateInput {
  UpdateExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * What an update's SET clause writes, by attribute name: `{ status: 'completed', ... }`. Tests assert on this rather
 * than on placeholder names, so renaming a placeholder changes no test.
 */
export function updateSets(input: UpdateInput | undefined): Record<string, unknown> {
  const set = /(?:^|\s)SET\s+(.*?)(?:\s+(?:ADD|REMOVE|DELETE)\s|$)/s.exec(input?.UpdateExpression ?? '')?.[1] ?? '';
  const names = input?.ExpressionAttributeNames ?? {};
  const values = input?.ExpressionAttributeValues ?? {};
  const written: Record<string, unknown> = {};
  for (const assignment of set.split(',')) {
    const match = /^\s*(#?\w+)\s*=\s*(:\w+)\s*$/.exec(assignment);
    if (!match) continue;
    const [, name, value] = match;
    written[name.startsWith('#') ? (names[name] ?? name) : name] = values[value];
  }
  return written;
}

/** The attributes an update's REMOVE clause removes, by name. */
export function updateRemoves(input: UpdateInput | undefined): string[] {
  const remove = /(?:^|\s)REMOVE\s+(.*?)(?:\s+(?:ADD|SET|DELETE)\s|$)/s.exec(input?.UpdateExpression ?? '')?.[1] ?? '';
  const names = input?.ExpressionAttributeNames ?? {};
  return remove
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => (name.startsWith('#') ? (names[name] ?? name) : name));
}

/** What an update's SET clause writes only where the item has no value yet (if_not_exists), by attribute name. */
export function updateSetsIfAbsent(input: UpdateInput | undefined): Record<string, unknown> {
  const names = input?.ExpressionAttributeNames ?? {};
  const values = input?.ExpressionAttributeValues ?? {};
  const written: Record<string, unknown> = {};
  const assignments = (input?.UpdateExpression ?? '').matchAll(/(#\w+)\s*=\s*if_not_exists\(\s*\1\s*,\s*(:\w+)\s*\)/g);
  for (const [, name, value] of assignments) written[names[name] ?? name] = values[value];
  return written;
}
