import type { InputHTMLAttributes } from 'react';

type SwitchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'checked' | 'onChange'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** An on/off switch: a checkbox that screen readers announce as a switch, on or off. */
export function SwitchInput({ checked, onChange, ...props }: SwitchInputProps) {
  return (
    <input
      {...props}
      type="checkbox"
      role="switch"
      checked={checked}
      aria-checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
