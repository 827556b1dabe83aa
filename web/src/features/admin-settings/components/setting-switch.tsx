import { SwitchInput } from '../../../components/ui/switch-input.tsx';

/** One on/off setting: its name and what it does beside the switch, the whole row a label. */
export function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="switch admin-setting-switch">
      <span className="admin-setting-text">
        <span className="field-label">{label}</span>
        <span className="field-hint">{hint}</span>
      </span>
      <SwitchInput checked={checked} onChange={onChange} />
    </label>
  );
}
