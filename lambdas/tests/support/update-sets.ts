/** The shape of an UpdateItem input, as the SDK mock records it. */
interface UpdateInput {
  UpdateExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * What an update's SET clause writes, by attribute name (or path into a map): `{ status: 'completed', ... }`. Tests assert on this rather
 * than on placeholder names, so renaming a placeholder changes no test.
 */
export function updateSets(input: UpdateInput | undefined): Record<string, unknown> {
  const set = /(?:^|\s)SET\s+(.*?)(?:\s+(?:ADD|REMOVE|DELETE)\s|$)/s.exec(input?.UpdateExpression ?? '')?.[1] ?? '';
  const names = input?.ExpressionAttributeNames ?? {};
  const values = input?.ExpressionAttributeValues ?? {};
  const written: Record<string, unknown> = {};
  for (const assignment of set.split(',')) {
    // A name, or a path into a map (`#a0.#a1`), written `plan_files.basic`.
    const match = /^\s*(#?\w+(?:\.#?\w+)*)\s*=\s*(:\w+)\s*$/.exec(assignment);
    if (!match) continue;
    const [, path, value] = match;
    const name = path
      .split('.')
      .map((part) => (part.startsWith('#') ? (names[part] ?? part) : part))
      .join('.');
    written[name] = values[value];
  }
  return written;
}

/** The attributes an update's REMOVE clause removes, by name. */
export function updateRemoves(input: UpdateInput | undefined): string[] {
  const remove = /(?:^|\s)REMOVE\s+(.*?)(?:\s+(?:ADD|SET|DELETE)\s|$)/s.exec(input?.UpdateExpression ?? '')?.[1] ?? '';
  const names = input?.ExpressionAttributeNames ?? {};
  // A name, or a path into a map (`#a0.#a1`), given as `votes.user-1`.
  return remove
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
    .map((path) =>
      path
        .split('.')
        .map((part) => (part.startsWith('#') ? (names[part] ?? part) : part))
        .join('.'),
    );
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

/** What an update's ADD clause adds, by attribute name: `{ downloads: 1, rev: 1 }`. */
export function updateAdds(input: UpdateInput | undefined): Record<string, unknown> {
  const add = /(?:^|\s)ADD\s+(.*?)(?:\s+(?:SET|REMOVE|DELETE)\s|$)/s.exec(input?.UpdateExpression ?? '')?.[1] ?? '';
  const names = input?.ExpressionAttributeNames ?? {};
  const values = input?.ExpressionAttributeValues ?? {};
  const added: Record<string, unknown> = {};
  for (const part of add.split(',')) {
    const match = /^\s*(#?\w+)\s+(:\w+)\s*$/.exec(part);
    if (match) added[match[1].startsWith('#') ? (names[match[1]] ?? match[1]) : match[1]] = values[match[2]];
  }
  return added;
}
