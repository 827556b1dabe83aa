import { InvalidInputError } from '../errors/domain-errors.ts';

/**
 * The opaque paging cursor: the index it belongs to and the key of the last item returned. Tied to
 * the index so a cursor from one sort order cannot be replayed against another.
 */
export interface PlanCursor {
  index: string;
  key: Record<string, string>;
}

/** What a key value of a cursor must be for the list being read: that exact value, or one passing the test. */
export type CursorKeyRule = string | ((value: string) => boolean);

export function encodePlanCursor(cursor: PlanCursor): string {
  return Buffer.from(JSON.stringify([cursor.index, cursor.key])).toString('base64url');
}

export const INVALID_CURSOR = 'cursor is not valid: start again from the first page';

export function invalidCursor(): InvalidInputError {
  return new InvalidInputError(INVALID_CURSOR, { cursor: INVALID_CURSOR });
}

/**
 * The cursor's key, or a 400. A cursor is only ever one the shop handed out for this very list: each key value a
 * non-empty string (DynamoDB refuses empty key values), and the values `rules` names (the list's partition, the
 * entity's key shape) exactly what this list would have written, so a made-up key never reaches the Query.
 */
export function decodePlanCursor(
  text: string,
  expectedIndex: string,
  keyNames: readonly string[],
  rules: Record<string, CursorKeyRule> = {},
): PlanCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed[0] !== expectedIndex || typeof parsed[1] !== 'object' || parsed[1] === null) {
    throw invalidCursor();
  }
  const key = parsed[1] as Record<string, unknown>;
  const wellFormed =
    Object.keys(key).length === keyNames.length &&
    keyNames.every((name) => {
      const value = key[name];
      if (typeof value !== 'string' || value.length === 0 || value.length > 200) return false;
      const rule = rules[name];
      return rule === undefined || (typeof rule === 'string' ? value === rule : rule(value));
    });
  if (!wellFormed) throw invalidCursor();
  return { index: expectedIndex, key: key as Record<string, string> };
}
