import { type ItemUpdate, updateExpression } from './set-expression.ts';

/**
 * How an entity is stored beyond its own fields: every attribute derived from them (index keys, search text), each
 * with the fields it is computed from. Declared once per entity, it serves both the first write (all derived
 * attributes) and every later partial update (only those whose inputs changed). A derived value of undefined is an
 * attribute the item does not carry (a sparse index's keys): an update that moves it there removes it.
 */
export interface Derivation<T> {
  derive(value: T): Record<string, unknown>;
  /** Per derived attribute, the fields it reads. */
  sources: Record<string, readonly (keyof T & string)[]>;
}

export interface DerivedUpdate {
  /** Fields sent plus the derived attributes that moved. */
  set: Record<string, unknown>;
  /** Derived attributes that moved to undefined. */
  remove: string[];
  /** Fields a moved attribute was computed from that the update did not send: they must still hold what was read. */
  expected: Record<string, unknown>;
}

export function derivedUpdate<T extends object>(
  derivation: Derivation<T>,
  current: T,
  changes: Partial<T>,
): DerivedUpdate {
  const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const before = derivation.derive(current);
  const after = derivation.derive({ ...current, ...sent } as T);
  const set: Record<string, unknown> = { ...sent };
  const remove: string[] = [];
  const expected: Record<string, unknown> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const value = after[name];
    if (value === before[name]) continue;
    if (value === undefined) remove.push(name);
    else set[name] = value;
    for (const source of derivation.sources[name] ?? []) {
      if (!(source in sent)) expected[source] = current[source];
    }
  }
  return { set, remove, expected };
}

/**
 * The UpdateItem parts for a derived update: SET of `set` and REMOVE of `remove` (with what `extra` adds, such as a
 * counter), on the condition that the item exists and every expected field still holds its value.
 */
export function derivedUpdateExpression(
  { set, remove, expected }: DerivedUpdate,
  partitionAttribute: string,
  extra: Omit<ItemUpdate, 'set' | 'remove'> = {},
) {
  const update = updateExpression({ ...extra, set, remove });
  const names: Record<string, string> = { ...update.ExpressionAttributeNames, '#pk': partitionAttribute };
  const values: Record<string, unknown> = { ...update.ExpressionAttributeValues };
  const conditions = ['attribute_exists(#pk)'];
  Object.entries(expected).forEach(([name, value], index) => {
    // `#x`/`:x` (expected): updateExpression's placeholders are `#a`, `:v`, `:e` and `:z`, so none is named twice.
    names[`#x${index}`] = name;
    values[`:x${index}`] = value;
    conditions.push(`#x${index} = :x${index}`);
  });
  return {
    UpdateExpression: update.UpdateExpression,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}
