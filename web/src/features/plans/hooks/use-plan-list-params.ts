import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type PlanListParams, readPlanListParams, writePlanListParams } from '../utils/plan-list-search-params.ts';

/**
 * The plan list's search, filters, sort and view, read from and written to the URL. A change pushes a history
 * entry (back undoes it) unless `replace` is set, which typing in the search box uses so each pause is not a step.
 */
export function usePlanListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readPlanListParams(searchParams), [searchParams]);

  const setParams = useCallback(
    (next: PlanListParams, options: { replace?: boolean } = {}) => {
      setSearchParams(writePlanListParams(next), { replace: options.replace, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return [params, setParams] as const;
}
