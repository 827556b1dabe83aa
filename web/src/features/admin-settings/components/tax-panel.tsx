import { useId, useState } from 'react';
import { useRowsPanel } from '../hooks/use-rows-panel.ts';
import { newTaxRowId, taxChanges, taxFormValues } from '../utils/tax-form.ts';
import { RemoveRowButton, RowsTable } from './rows-table.tsx';
import { SettingSwitch } from './setting-switch.tsx';
import { SettingsPanelForm, type SettingsPanelProps } from './settings-panel-form.tsx';

/**
 * The Taxes tab: the tax rows invoices carry (Ghana's VAT and levies to start with, each on or off) and whether
 * catalogue prices already include them. An order keeps the rows in force when its payment starts, so a change
 * here never alters an invoice already issued.
 */
export function TaxPanel({ settings, panelId, labelledBy }: SettingsPanelProps) {
  const id = useId();
  const { values, setValues, problem, setRow, removeRow, submit, saving } = useRowsPanel(
    settings,
    taxFormValues,
    taxChanges,
  );
  const [newName, setNewName] = useState('');

  return (
    <SettingsPanelForm panelId={panelId} labelledBy={labelledBy} onSubmit={submit} problem={problem} saving={saving}>
      <p className="field-hint">
        Taxes that are on appear as lines on every new invoice, on the order page and in the orders export. Orders
        already paid keep the taxes they were paid with.
      </p>
      <RowsTable
        headings={
          <>
            <th scope="col">On</th>
            <th scope="col">Tax</th>
            <th scope="col">Rate (%)</th>
          </>
        }
      >
        {values.rows.map((row, index) => (
          <tr key={row.id}>
            <td>
              <input
                type="checkbox"
                aria-label={`Charge ${row.name || 'this tax'}`}
                checked={row.enabled}
                onChange={(event) => setRow(index, { enabled: event.target.checked })}
              />
            </td>
            <td>
              <input
                className="input"
                aria-label={`Name of tax ${index + 1}`}
                maxLength={60}
                value={row.name}
                onChange={(event) => setRow(index, { name: event.target.value })}
              />
            </td>
            <td>
              <input
                className="input"
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step="0.01"
                aria-label={`Rate of ${row.name || `tax ${index + 1}`} (%)`}
                value={row.rate}
                onChange={(event) => setRow(index, { rate: event.target.value })}
              />
            </td>
            <td>
              <RemoveRowButton name={row.name} onRemove={() => removeRow(index)} />
            </td>
          </tr>
        ))}
      </RowsTable>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-new`} className="field-label">
            Add a tax
          </label>
          <input
            id={`${id}-new`}
            className="input"
            maxLength={60}
            placeholder="e.g. Tourism levy"
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="button button-outline"
          disabled={!newName.trim()}
          onClick={() => {
            const name = newName.trim();
            setValues((current) => ({
              ...current,
              rows: [
                ...current.rows,
                {
                  id: newTaxRowId(
                    name,
                    current.rows.map((row) => row.id),
                  ),
                  name,
                  rate: '',
                  enabled: true,
                },
              ],
            }));
            setNewName('');
          }}
        >
          Add Tax
        </button>
      </div>
      <SettingSwitch
        label="Prices Include Tax"
        hint="When off, the taxes that are on are added to the plan price at checkout."
        checked={values.prices_include_tax}
        onChange={(checked) => setValues((current) => ({ ...current, prices_include_tax: checked }))}
      />
    </SettingsPanelForm>
  );
}
