import { BadRequestError } from '../http/http-errors.ts';

/**
 * The opaque paging cursor: the index it belongs to and the key of the last plan returned. Tied to
 * the index so a cursor from one sort order cannot be replayed against another.
 */
export interface PlanCursor {
  index: string;
  key: Record<string, string>;
}

export function encodePlanCursor(cursor: PlanCursor): string {
  return Buffer.from(JSON.stringify([cursor.index, cursor.key])).toString('base64url');
}

const INVALID = 'cursor is not valid: start again from the first page';

export function decodePlanCursor(text: string, expectedIndex: string, keyNames: readonly string[]): PlanCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(INVALID, { cursor: INVALID });
  }
  if (!Array.isArray(parsed) || parsed[0] !== expectedIndex || typeof parsed[1] !== 'object' || parsed[1] === null) {
    throw new BadRequestError(INVALID, { cursor: INVALID });
  }
  const key = parsed[1] as Record<string, unknown>;
  const names = Object.keys(key);
  const wellFormed =
    names.length === keyNames.length &&
    keyNames.every((name) => typeof key[name] === 'string' && (key[name] as string).length <= 200);
  if (!wellFormed) throw new BadRequestError(INVALID, { cursor: INVALID });
  return { index: expectedIndex, key: key as Record<string, string> };
}
