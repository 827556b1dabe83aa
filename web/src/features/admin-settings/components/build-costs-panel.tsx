import { FINISH_LABELS, FINISH_LEVELS, GHANA_REGIONS } from '@shop/shared/build/build-cost';
import { useId } from 'react';
import '../build-costs.css';
import { useRowsPanel } from '../hooks/use-rows-panel.ts';
import { buildCostsChanges, buildCostsFormValues } from '../utils/build-costs-form.ts';
import { RemoveRowButton, RowsTable } from './rows-table.tsx';
import { SettingsPanelForm, type SettingsPanelProps } from './settings-panel-form.tsx';

const SETBACKS = [
  ['front_m', 'Front Setback (m)'],
  ['rear_m', 'Rear Setback (m)'],
  ['side_m', 'Side Setback, each side (m)'],
] as const;

/**
 * The Plot & Build Costs tab (decision 0025): the setbacks every plan's minimum plot is worked out with, and the
 * building cost per sq m by finish level, for all regions and optionally per region. Saved together.
 */
export function BuildCostsPanel({ settings, panelId, labelledBy }: SettingsPanelProps) {
  const id = useId();
  const { values, setValues, problem, setRow, removeRow, submit, saving } = useRowsPanel(
    settings,
    buildCostsFormValues,
    buildCostsChanges,
  );
  const unusedRegions = GHANA_REGIONS.filter((region) => !values.rows.some((row) => row.region === region));

  return (
    <SettingsPanelForm panelId={panelId} labelledBy={labelledBy} onSubmit={submit} problem={problem} saving={saving}>
      <fieldset className="form-stack admin-build-fieldset">
        <legend className="field-label">Plot setbacks</legend>
        <p className="field-hint">
          Kept free around every house. A plan's minimum plot is its footprint plus these; changing them applies to
          every plan at once (nothing is stored per plan).
        </p>
        <div className="form-row admin-form-row-3">
          {SETBACKS.map(([name, label]) => (
            <div className="field" key={name}>
              <label htmlFor={`${id}-${name}`} className="field-label">
                {label}
              </label>
              <input
                id={`${id}-${name}`}
                className="input"
                type="number"
                inputMode="decimal"
                min={0}
                max={30}
                step="0.1"
                value={values.setbacks[name]}
                onChange={(event) =>
                  setValues((current) => ({
                    ...current,
                    setbacks: { ...current.setbacks, [name]: event.target.value },
                  }))
                }
              />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="form-stack admin-build-fieldset">
        <legend className="field-label">Building cost per sq m (cedis)</legend>
        <p className="field-hint">
          Rates set on {settings.build_cost_rates.set_on}. The date changes when you save new rates.
        </p>
        <RowsTable
          headings={
            <>
              <th scope="col">Region</th>
              {FINISH_LEVELS.map((level) => (
                <th scope="col" key={level}>
                  {FINISH_LABELS[level]}
                </th>
              ))}
            </>
          }
        >
          {values.rows.map((row, index) => (
            <tr key={row.region || 'all'}>
              <th scope="row">{row.region || 'All other regions'}</th>
              {FINISH_LEVELS.map((level) => (
                <td key={level}>
                  <input
                    className="input"
                    type="number"
                    inputMode="numeric"
                    min={100}
                    step="1"
                    aria-label={`${FINISH_LABELS[level]} rate, ${row.region || 'all other regions'}`}
                    value={row[level]}
                    onChange={(event) => setRow(index, { [level]: event.target.value })}
                  />
                </td>
              ))}
              <td>{row.region ? <RemoveRowButton name={row.region} onRemove={() => removeRow(index)} /> : null}</td>
            </tr>
          ))}
        </RowsTable>
        {unusedRegions.length > 0 ? (
          <div className="field">
            <label htmlFor={`${id}-add-region`} className="field-label">
              Add rates for a region
            </label>
            <select
              id={`${id}-add-region`}
              className="select"
              value=""
              onChange={(event) => {
                const region = event.target.value;
                if (!region) return;
                setValues((current) => {
                  const base = current.rows.find((row) => row.region === '');
                  const copy = {
                    basic: base?.basic ?? '',
                    standard: base?.standard ?? '',
                    high_end: base?.high_end ?? '',
                  };
                  return { ...current, rows: [...current.rows, { region, ...copy }] };
                });
              }}
            >
              <option value="">Choose a region...</option>
              {unusedRegions.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </fieldset>
    </SettingsPanelForm>
  );
}
