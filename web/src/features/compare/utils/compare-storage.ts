import { PublicPlan } from '@shop/shared/plans/plan';
import * as z from 'zod/mini';
import { type KeyValueStorage, readStoredValue, writeStoredValue } from '../../../lib/stored-values.ts';

/**
 * The comparison is kept for the tab's session (sessionStorage): a visitor who opens a plan from the list and
 * comes back finds the same plans ticked; a new tab or a closed browser starts afresh.
 */
const KEY = 'planComparison';

function sessionStore(): KeyValueStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStoredComparison(storage = sessionStore()): PublicPlan[] {
  return readStoredValue(storage, KEY, z.array(PublicPlan)) ?? [];
}

export function storeComparison(selection: readonly PublicPlan[], storage = sessionStore()): void {
  writeStoredValue(storage, KEY, selection);
}
