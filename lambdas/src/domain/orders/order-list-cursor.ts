import { ADMIN_ORDER_MESSAGES, type AdminOrderSort } from '@shop/shared/admin/orders';
import { InvalidInputError } from '../../errors/domain-errors.ts';
import type { OrderPosition } from '../../repositories/orders-repository.ts';

/**
 * The admin order list's opaque cursor. Time sorts continue after the last order handed out (a position in
 * the index, so it stays right while orders arrive); amount sorts, ranked in memory, continue at an offset.
 */
export type OrderListCursor = { kind: 'time'; after: OrderPosition } | { kind: 'amount'; offset: number };

export function encodeOrderCursor(cursor: OrderListCursor): string {
  const data = cursor.kind === 'time' ? { i: cursor.after.id, c: cursor.after.created_at } : { o: cursor.offset };
  return Buffer.from(JSON.stringify(data)).toString('base64url');
}

const ID = /^[\w-]{1,100}$/;
const TIME = /^\d{4}-\d\d-\d\dT[\d:.]+Z$/;

/** The cursor the sort expects, or a 400: a cursor from another sort, or a made-up one, is not guessed at. */
export function decodeOrderCursor(text: string, sort: AdminOrderSort): OrderListCursor {
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidInputError(ADMIN_ORDER_MESSAGES.cursor, { cursor: ADMIN_ORDER_MESSAGES.cursor });
  }
  const { i, c, o } = (data ?? {}) as { i?: unknown; c?: unknown; o?: unknown };
  const timeSort = sort === 'newest' || sort === 'oldest';
  if (timeSort && typeof i === 'string' && ID.test(i) && typeof c === 'string' && TIME.test(c)) {
    return { kind: 'time', after: { id: i, created_at: c } };
  }
  if (!timeSort && typeof o === 'number' && Number.isInteger(o) && o > 0) return { kind: 'amount', offset: o };
  throw new InvalidInputError(ADMIN_ORDER_MESSAGES.cursor, { cursor: ADMIN_ORDER_MESSAGES.cursor });
}
