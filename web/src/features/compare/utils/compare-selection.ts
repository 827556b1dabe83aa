import { COMPARE_MAX } from '@shop/shared/constants';

export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${COMPARE_MAX} plans at once`;

export type CompareResult<T> = { ok: true; selection: T[] } | { ok: false; selection: T[]; message: string };

/** Adds a plan to the comparison: a plan already there is not added twice, and a fifth is refused with the limit's message. */
export function addToComparison<T extends { id: string }>(selection: T[], plan: T): CompareResult<T> {
  if (selection.some((item) => item.id === plan.id)) return { ok: true, selection };
  if (selection.length >= COMPARE_MAX) return { ok: false, selection, message: COMPARE_LIMIT_MESSAGE };
  return { ok: true, selection: [...selection, plan] };
}

export function removeFromComparison<T extends { id: string }>(selection: T[], id: string): T[] {
  return selection.filter((item) => item.id !== id);
}
