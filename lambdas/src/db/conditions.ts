import type { UpdateCondition } from './conditional-writes.ts';

/** A placeholder for an attribute name: `#` and the name, so a condition reads as the attribute it tests. */
const nameOf = (attribute: string) => `#${attribute.replace(/\W/g, '_')}`;

/**
 * A condition written as DynamoDB reads it, each `#name` in it standing for the attribute of that name (`#status`
 * for status) unless `names` says otherwise (an attribute named by data, such as a voter's id, or a placeholder kept
 * short). The names sent are exactly those the text uses, as DynamoDB requires: no block of names to keep in step.
 */
export function when(
  expression: string,
  values: Record<string, unknown> = {},
  names: Record<string, string> = {},
): UpdateCondition {
  const used = [...new Set(expression.match(/#\w+/g) ?? [])];
  const unused = Object.keys(names).filter((placeholder) => !used.includes(placeholder));
  if (unused.length > 0) throw new Error(`${unused.join(', ')} not in ${expression}`);
  // DynamoDB refuses an empty map of names or values: a condition without placeholders sends neither.
  return {
    ConditionExpression: expression,
    ...(used.length > 0
      ? { ExpressionAttributeNames: Object.fromEntries(used.map((name) => [name, names[name] ?? name.slice(1)])) }
      : {}),
    ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
  };
}

/** The attribute holds `value` (so the item exists): a state a write was decided on, still there. */
export function equals(attribute: string, value: unknown): UpdateCondition {
  const token = attribute.replace(/\W/g, '_');
  return when(`#${token} = :${token}`, { [`:${token}`]: value }, { [`#${token}`]: attribute });
}

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
    ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
    ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
  };
}
