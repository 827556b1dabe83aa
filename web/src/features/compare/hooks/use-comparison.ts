import { COMPARE_MAX } from '@shop/shared/constants';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { t } from '../../../i18n/i18n.ts';
import { addToComparison, removeFromComparison } from '../utils/compare-selection.ts';
import { readStoredComparison, storeComparison } from '../utils/compare-storage.ts';

export interface Comparison {
  selection: PublicPlan[];
  isSelected: (id: string) => boolean;
  /** Adds the plan, or removes it when already chosen; a fifth plan is refused with a toast naming the limit. */
  toggle: (plan: PublicPlan) => void;
  remove: (id: string) => void;
  clear: () => void;
}

/**
 * The plans chosen for the comparison dialog on /plans; kept while the visitor changes filters, and across a
 * visit to a plan and back (stored for the session).
 */
export function useComparison(): Comparison {
  const [selection, setSelection] = useState<PublicPlan[]>([]);
  const showToast = useToast();

  // Restored after the first render, so the prerendered list hydrates with nothing ticked as it was built.
  useEffect(() => {
    const stored = readStoredComparison();
    if (stored.length) setSelection(stored);
  }, []);

  const choose = useCallback((next: PublicPlan[]) => {
    storeComparison(next);
    setSelection(next);
  }, []);

  const toggle = useCallback(
    (plan: PublicPlan) => {
      if (selection.some((item) => item.id === plan.id)) {
        choose(removeFromComparison(selection, plan.id));
        return;
      }
      const result = addToComparison(selection, plan);
      if (result.ok) choose(result.selection);
      // The only refusal is the limit: the limit's message (COMPARE_LIMIT_MESSAGE) in the page's language.
      else showToast(t('You can compare up to {max} plans at once', { max: COMPARE_MAX }));
    },
    [selection, showToast, choose],
  );

  return useMemo(
    () => ({
      selection,
      isSelected: (id: string) => selection.some((item) => item.id === id),
      toggle,
      remove: (id: string) => choose(removeFromComparison(selection, id)),
      clear: () => choose([]),
    }),
    [selection, toggle, choose],
  );
}
