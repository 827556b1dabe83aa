import type { ReactNode, SelectHTMLAttributes } from 'react';

export interface SelectOption<Id extends string> {
  id: Id;
  label: ReactNode;
}

type SelectProps<Id extends string> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
> & {
  value: Id;
  onChange: (value: Id) => void;
  options: readonly SelectOption<Id>[];
};

/** A select over a fixed list: the page keeps the chosen option's id, typed, never a free string. */
export function Select<Id extends string>({
  value,
  onChange,
  options,
  className = 'select',
  ...props
}: SelectProps<Id>) {
  return (
    <select
      {...props}
      className={className}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option.id === event.target.value);
        if (chosen) onChange(chosen.id);
      }}
    >
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
