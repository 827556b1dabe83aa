import type { InputHTMLAttributes, ReactNode } from 'react';
import { t } from '../../i18n/i18n.ts';

/**
 * A labelled form control with its hint and its error below it (the control carries the id `htmlFor` names; the
 * hint's id is `${htmlFor}-hint`, for the control's `aria-describedby`).
 */
export function FormField({
  htmlFor,
  label,
  hint,
  error,
  children,
}: {
  htmlFor: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={htmlFor} className="field-label">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${htmlFor}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A labelled text-like input (text, email, url, a code) with its hint and error; `className` defaults to `input`. */
export function TextInput({ id, label, hint, error, className = 'input', ...inputProps }: TextInputProps) {
  return (
    <FormField htmlFor={id} label={label} hint={hint} error={error}>
      <input aria-describedby={hint ? `${id}-hint` : undefined} {...inputProps} id={id} className={className} />
    </FormField>
  );
}

/** The email field of the sign-in forms: required, the browser's email check and autofill. */
export function EmailInput({
  id,
  value,
  onChange,
  autoComplete = 'email',
  name,
}: {
  id: string;
  value: string;
  onChange: (email: string) => void;
  autoComplete?: 'email' | 'username';
  name?: string;
}) {
  return (
    <TextInput
      id={id}
      label={t('Email')}
      type="email"
      name={name}
      required
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A question answered by one of a few choices: radios under a legend, each with its words after it. */
export function RadioFieldset<Value extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: ReactNode;
  options: readonly (readonly [Value, ReactNode])[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="field">
      <legend className="field-label">{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option}>
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} /> {label}
        </label>
      ))}
    </fieldset>
  );
}
