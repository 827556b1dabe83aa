import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

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

/** A labelled select whose first choice is none (`emptyLabel`, the value ''): a filter's All, a detail left out. */
export function SelectField<Id extends string>({
  label,
  emptyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  emptyLabel: string;
  value: Id | '';
  options: readonly (readonly [Id, string])[];
  onChange: (value: Id | '') => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <Select<Id | ''>
        id={id}
        className="input"
        value={value}
        onChange={onChange}
        options={[{ id: '', label: emptyLabel }, ...options.map(([option, text]) => ({ id: option, label: text }))]}
      />
    </div>
  );
}
