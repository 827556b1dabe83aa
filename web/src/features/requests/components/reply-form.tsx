import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { requestErrorText } from './request-error.tsx';

/** A message box with attachments; `send` posts it (the requester's route or staff's), `busy` while it runs. */
export function ReplyForm({
  label,
  submitLabel,
  busyLabel,
  busy,
  error,
  send,
  extra,
}: {
  label: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: unknown;
  send: (text: string, files: File[]) => Promise<unknown>;
  extra?: ReactNode;
}) {
  const { values, setValues, fieldId, textProps } = useFormState({ text: '' });
  const [files, setFiles] = useState<File[]>([]);
  const [round, setRound] = useState(0);
  // The picked files as they are when a send settles, which may be later than the render that started it.
  const filesNow = useRef(files);
  filesNow.current = files;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { text: values.text, files };
    send(sent.text.trim(), sent.files)
      .then(() => {
        // Only what was sent is cleared: words typed or files picked while it was on its way stay.
        setValues((now) => (now.text === sent.text ? { ...now, text: '' } : now));
        if (filesNow.current === sent.files) {
          setFiles([]);
          setRound((n) => n + 1);
        }
      })
      // The mutation holds the error and the form shows it.
      .catch(() => undefined);
  };
  return (
    <form className="form-stack" onSubmit={submit} aria-label={label}>
      {error ? <FormAlert tone="error">{requestErrorText(error)}</FormAlert> : null}
      <div className="field">
        <label htmlFor={fieldId('text')} className="field-label">
          {label}
        </label>
        <textarea {...textProps('text')} className="input" rows={4} required maxLength={5000} />
      </div>
      {extra}
      <AttachmentPicker key={round} onChange={setFiles} />
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
