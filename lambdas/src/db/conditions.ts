import type { UpdateCondition } from './conditional-writes.ts';

/** A placeholder for an attribute name: `#` and the name, so a condition reads as the attribute it tests. */
const nameOf = (attribute: string) => `#${attribute.replace(/\W/g, '_')}`;

/**
 * A counter with a cap: the write holds while the counter (an attribute, or an entry of a map given as
 * `[map, entry]`) is absent or below `cap`. With an ADD (or `addIn`) of one, of racing writers for the last unit
 * exactly one gets it.
 */
export function counterBelow(counter: string | readonly [string, string], cap: number): UpdateCondition {
  const parts = typeof counter === 'string' ? [counter] : counter;
  const path = parts.map(nameOf).join('.');
  return {
    ConditionExpression: `attribute_not_exists(${path}) OR ${path} < :limit`,
    ExpressionAttributeNames: Object.fromEntries(parts.map((part) => [nameOf(part), part])),
    ExpressionAttributeValues: { ':limit': cap },
  };
}

/**
 * Every condition at once (AND), their names and values merged. A placeholder two of them use must stand for the
 * same thing in both: otherwise the write would test something else than written, so that throws.
 */
export function allOf(...conditions: UpdateCondition[]): UpdateCondition {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const merge = (into: Record<string, unknown>, from: Record<string, unknown> = {}) => {
    for (const [placeholder, value] of Object.entries(from)) {
      if (placeholder in into && into[placeholder] !== value) throw new Error(`${placeholder} stands for two things`);
      into[placeholder] = value;
    }
  };
  for (const condition of conditions) {
    merge(names, condition.ExpressionAttributeNames);
    merge(values, condition.ExpressionAttributeValues);
  }
  return {
    ConditionExpression: conditions.map((condition) => `(${condition.ConditionExpression})`).join(' AND '),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
  };
}
