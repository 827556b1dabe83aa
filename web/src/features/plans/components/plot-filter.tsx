import { COMMON_PLOTS, PLOT_UNITS, type Plot, type PlotUnit } from '@shop/shared/build/plot-fit';
import { type FormEvent, useState } from 'react';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { plotText } from '../../../lib/plots/plot-texts.ts';
import '../../../components/ui/chips.css';
import '../plot-filter.css';

const SIDES_ERROR = msg('Enter the width and depth as numbers from 1 to 3000, e.g. 70 and 100.');

interface PlotFilterProps {
  plot: Plot | null;
  onChange: (plot: Plot | null) => void;
}

const samePlot = (a: Plot | null, b: Plot) =>
  a !== null && a.width === b.width && a.depth === b.depth && a.unit === b.unit;

const SIDE = /^\d{1,4}(\.\d{1,2})?$/;

/** A side typed by the buyer, or undefined when it is not a size from 1 to 3000 with at most two decimals. */
function readSide(text: string): number | undefined {
  const trimmed = text.trim();
  if (!SIDE.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= 3000 ? value : undefined;
}

/**
 * "My plot": common Ghanaian plot sizes as one-tap choices, or any size in metres or feet. Width is the side on
 * the road; plans keep their front to the road (they are never turned), as the line under the choices says.
 */
export function PlotFilter({ plot, onChange }: PlotFilterProps) {
  const isCommon = plot !== null && COMMON_PLOTS.some((common) => samePlot(plot, common));
  const [custom, setCustom] = useState(plot !== null && !isCommon);
  const {
    values,
    set,
    problem: error,
    setProblem: setError,
    fieldId,
    textProps,
  } = useFormState<{ width: string; depth: string; unit: PlotUnit }>({
    width: plot && !isCommon ? String(plot.width) : '',
    depth: plot && !isCommon ? String(plot.depth) : '',
    unit: plot?.unit ?? 'ft',
  });
  const { width, depth, unit } = values;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const [w, d] = [readSide(width), readSide(depth)];
    if (w === undefined || d === undefined) {
      setError(SIDES_ERROR);
      return;
    }
    setError(null);
    onChange({ width: w, depth: d, unit });
  };

  return (
    <fieldset className="plot-filter">
      <legend className="field-label">{t('My plot (width on the road x depth)')}</legend>
      <div className="plot-chips">
        <button
          type="button"
          className="chip"
          aria-pressed={plot === null}
          onClick={() => {
            setCustom(false);
            onChange(null);
          }}
        >
          {t('Any plot')}
        </button>
        {COMMON_PLOTS.map((common) => (
          <button
            key={plotText(common)}
            type="button"
            className="chip"
            aria-pressed={samePlot(plot, common)}
            onClick={() => {
              setCustom(false);
              onChange(common);
            }}
          >
            {plotText(common)}
          </button>
        ))}
        <button
          type="button"
          className="chip"
          aria-pressed={custom}
          aria-expanded={custom}
          onClick={() => setCustom(true)}
        >
          {t('Other size')}
        </button>
      </div>
      {custom ? (
        <form className="plot-custom" onSubmit={apply} noValidate>
          <label htmlFor={fieldId('width')} className="visually-hidden">
            {t('Plot width')}
          </label>
          <input {...textProps('width')} className="input" inputMode="decimal" placeholder={t('Width')} />
          <span aria-hidden="true">x</span>
          <label htmlFor={fieldId('depth')} className="visually-hidden">
            {t('Plot depth')}
          </label>
          <input {...textProps('depth')} className="input" inputMode="decimal" placeholder={t('Depth')} />
          <label htmlFor={fieldId('unit')} className="visually-hidden">
            {t('Unit')}
          </label>
          <select
            id={fieldId('unit')}
            className="select"
            value={unit}
            onChange={(event) => set('unit', event.target.value === 'm' ? 'm' : 'ft')}
          >
            {PLOT_UNITS.map((option) => (
              <option key={option} value={option}>
                {option === 'ft' ? t('feet') : t('metres')}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-primary button-small">
            {t('Show plans that fit')}
          </button>
          {error ? (
            <p className="plot-error" role="alert">
              {/* i18next-instrument-ignore-next-line */}
              {t(error)}
            </p>
          ) : null}
        </form>
      ) : null}
      {plot ? (
        <p className="plot-note">
          {t(
            'Showing plans that fit a {plot} plot with our setbacks. Plans keep their front to the road: we do not turn them.',
            { plot: plotText(plot) },
          )}
        </p>
      ) : null}
    </fieldset>
  );
}
