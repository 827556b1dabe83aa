import { COMPARE_MAX } from '@shop/shared/constants';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import '../compare.css';
import type { Comparison } from '../hooks/use-comparison.ts';
import { COMPARE_ROWS, type CompareRow } from '../utils/compare-rows.ts';

type CompareView = 'table' | 'grid';

/** The comparison dialog: the chosen plans side by side as a table, or as one card per plan. */
export function CompareDialog({
  comparison,
  extraRows = [],
  onClose,
}: {
  comparison: Comparison;
  /** Rows the page adds (the estimated cost to build), after the plan's own. */
  extraRows?: CompareRow[];
  onClose: () => void;
}) {
  const [view, setView] = useState<CompareView>('table');
  const rows = [...COMPARE_ROWS, ...extraRows];
  const plans = comparison.selection;

  return (
    <Dialog
      title={t('Compare Plans')}
      onClose={onClose}
      className="dialog-wide compare-dialog"
      description={t('Tick Compare on up to {max} plans to see them side by side.', { max: COMPARE_MAX })}
    >
      {plans.length === 0 ? (
        <p className="compare-empty">{t('No plans selected yet. Use the Compare box on any plan card.')}</p>
      ) : (
        <>
          <div className="compare-toolbar">
            <fieldset className="compare-views">
              <legend className="visually-hidden">{t('Comparison view')}</legend>
              {(['table', 'grid'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  className="button button-small"
                  aria-pressed={view === option}
                  onClick={() => setView(option)}
                >
                  {option === 'table' ? t('Table') : t('Grid')}
                </button>
              ))}
            </fieldset>
            <button type="button" className="button button-ghost button-small" onClick={comparison.clear}>
              {t('Clear All')}
            </button>
          </div>
          {view === 'table' ? (
            <div className="compare-table-wrap">
              <table className="compare-table">
                <caption className="visually-hidden">{t('Selected plans compared')}</caption>
                <thead>
                  <tr>
                    <td />
                    {plans.map((plan) => (
                      <th key={plan.id} scope="col">
                        <Link to={paths.plan.getHref(plan.id)}>{plan.title}</Link>
                        <button type="button" className="compare-remove" onClick={() => comparison.remove(plan.id)}>
                          {t('Remove')}
                          <span className="visually-hidden"> {plan.title}</span>
                        </button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label}>
                      {/* i18next-instrument-ignore-next-line */}
                      <th scope="row">{t(row.label)}</th>
                      {plans.map((plan) => (
                        <td key={plan.id} data-plan={plan.title}>
                          {row.value(plan)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <ul className="compare-grid">
              {plans.map((plan) => (
                <li key={plan.id} className="compare-card">
                  <h3>
                    <Link to={paths.plan.getHref(plan.id)}>{plan.title}</Link>
                  </h3>
                  <dl>
                    {rows.map((row) => (
                      <div key={row.label}>
                        {/* i18next-instrument-ignore-next-line */}
                        <dt>{t(row.label)}</dt>
                        <dd>{row.value(plan)}</dd>
                      </div>
                    ))}
                  </dl>
                  <button
                    type="button"
                    className="button button-outline button-small"
                    onClick={() => comparison.remove(plan.id)}
                  >
                    {t('Remove')}
                    <span className="visually-hidden"> {plan.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}
