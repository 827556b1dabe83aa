import type { ReactNode } from 'react';
import type { FieldErrors } from '../../hooks/use-form-state.ts';
import { FormField } from '../ui/form-field.tsx';

/**
 * The `field(name, label, input, hint)` of an admin form on the form hook: the control in its labelled FormField,
 * with that field's error under it.
 */
export function formField<Values>(form: { fieldId: (name: keyof Values) => string; errors: FieldErrors<Values> }) {
  return (name: keyof Values, label: string, input: ReactNode, hint?: string) => (
    <FormField htmlFor={form.fieldId(name)} label={label} hint={hint} error={form.errors[name]}>
      {input}
    </FormField>
  );
}

/**
 * What an Add or Edit dialog does with its save's answer: saved, a toast and the dialog closes; refused, the
 * server's field errors and message in the form (`showFailure`), then whatever else the dialog tells (a toast).
 */
export function dialogSave(dialog: {
  saved: string;
  failed: string;
  showToast: (text: string) => void;
  showFailure: (error: unknown, fallback: string) => void;
  onClose: () => void;
  alsoOnFailure?: (failed: string) => void;
}) {
  return {
    onSuccess: () => {
      dialog.showToast(dialog.saved);
      dialog.onClose();
    },
    onError: (error: unknown) => {
      dialog.showFailure(error, dialog.failed);
      dialog.alsoOnFailure?.(dialog.failed);
    },
  };
}
