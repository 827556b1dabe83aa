import type { ReactNode } from 'react';

/** A labelled form control with its hint and its error below it (the control carries the id `htmlFor` names). */
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
      {hint ? <p className="field-hint">{hint}</p> : null}
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}
