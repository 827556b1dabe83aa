import { type ChangeEvent, useId, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';

/** The fields of a form that hold text, as typed. */
type TextField<Values> = { [Field in keyof Values]: Values[Field] extends string ? Field : never }[keyof Values];

/** One message per field, as the API's 400 answers carry them (`fields`) and as the form's own checks give them. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * The state every edit form here keeps: its values, an error per field (cleared as soon as that field changes), and
 * one problem for the whole form. `showFailure` puts a failed save on screen the same way everywhere: the server's
 * field errors next to their fields, its message when it is the person's to act on (4xx), else the form's own words.
 */
export function useFormState<Values extends object>(initial: Values | (() => Values)) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const set = <Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const fieldId = (field: keyof Values) => `${id}-${String(field)}`;
  /** The id and invalid state of a field's control, for `<input {...inputProps('title')} />`. */
  const inputProps = (field: keyof Values) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
  });
  /** `inputProps` with the value and the change handler of a text field: `<input {...textProps('title')} />`. */
  const textProps = (field: TextField<Values>) => ({
    ...inputProps(field),
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value as Values[TextField<Values>]),
  });
  const showFailure = (error: unknown, fallback: string) => {
    if (error instanceof ApiError && error.fields) setErrors(error.fields as FieldErrors<Values>);
    setProblem(error instanceof ApiError && error.status < 500 ? error.message : fallback);
  };

  return {
    id,
    values,
    setValues,
    errors,
    setErrors,
    problem,
    setProblem,
    set,
    fieldId,
    inputProps,
    textProps,
    showFailure,
  };
}
