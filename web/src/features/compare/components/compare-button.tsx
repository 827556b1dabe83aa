import { lazy, Suspense, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import type { Comparison } from '../hooks/use-comparison.ts';
import type { CompareRow } from '../utils/compare-rows.ts';

const CompareDialog = lazy(() => import('./compare-dialog.tsx').then((module) => ({ default: module.CompareDialog })));

/** 'Compare Plans' on /plans: opens the comparison dialog, whose code loads only on first use. */
export function CompareButton({ comparison, extraRows }: { comparison: Comparison; extraRows?: CompareRow[] }) {
  const [open, setOpen] = useState(false);
  const count = comparison.selection.length;
  return (
    <>
      <button type="button" className="button button-outline button-small" onClick={() => setOpen(true)}>
        {t('Compare Plans')}
        {count > 0 ? ` (${count})` : ''}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CompareDialog comparison={comparison} extraRows={extraRows} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
