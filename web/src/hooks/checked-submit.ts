import type { FormEvent } from 'react';
import type { FieldErrors } from './use-form-state.ts';

/** What a form's own check gives: the body to send, or a message per field. */
export type Checked<Body, Values> = { ok: true; body: Body } | { ok: false; errors: FieldErrors<Values> };

/**
 * The submit of an edit form that checks what was typed with the shared schema first: the problem of the last try
 * is cleared, the field errors are shown and nothing is sent when the check fails, else `send` gets the body.
 */
export function checkedSubmit<Values, Body>(
  form: {
    values: Values;
    setErrors: (errors: FieldErrors<Values>) => void;
    setProblem: (problem: string | null) => void;
  },
  check: (values: Values) => Checked<Body, Values>,
  send: (body: Body) => void,
) {
  return (event: FormEvent) => {
    event.preventDefault();
    form.setProblem(null);
    const checked = check(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    send(checked.body);
  };
}
