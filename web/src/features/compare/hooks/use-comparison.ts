import { COMPARE_MAX } from '@shop/shared/constants';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { useCallback, useMemo, useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { t } from '../../../i18n/i18n.ts';
import { addToComparison, removeFromComparison } from '../utils/compare-selection.ts';

export interface Comparison {
  selection: PublicPlan[];
  isSelected: (id: string) => boolean;
  /** Adds the plan, or removes it when already chosen; a fifth plan is refused with the spec's toast. */
  toggle: (plan: PublicPlan) => void;
  remove: (id: string) => void;
  clear: () => void;
}

/** The plans chosen for the comparison dialog on /plans; kept while the visitor changes filters. */
export function useComparison(): Comparison {
  const [selection, setSelection] = useState<PublicPlan[]>([]);
  const showToast = useToast();

  const toggle = useCallback(
    (plan: PublicPlan) => {
      if (selection.some((item) => item.id === plan.id)) {
        setSelection(removeFromComparison(selection, plan.id));
        return;
      }
      const result = addToComparison(selection, plan);
      if (result.ok) setSelection(result.selection);
      // The only refusal is the limit: the spec's words (COMPARE_LIMIT_MESSAGE) in the page's language.
      else showToast(t('You can compare up to {max} plans at once', { max: COMPARE_MAX }));
    },
    [selection, showToast],
  );

  return useMemo(
    () => ({
      selection,
      isSelected: (id: string) => selection.some((item) => item.id === id),
      toggle,
      remove: (id: string) => setSelection((current) => removeFromComparison(current, id)),
      clear: () => setSelection([]),
    }),
    [selection, toggle],
  );
}
