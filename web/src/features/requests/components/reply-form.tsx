import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
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
  const id = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [round, setRound] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text.trim(), files)
      .then(() => {
        setText('');
        setFiles([]);
        setRound((n) => n + 1);
      })
      // The mutation holds the error and the form shows it.
      .catch(() => undefined);
  };
  return (
    <form className="form-stack" onSubmit={submit} aria-label={label}>
      {error ? <FormAlert tone="error">{requestErrorText(error)}</FormAlert> : null}
      <div className="field">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <textarea
          id={id}
          className="input"
          rows={4}
          required
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {extra}
      <AttachmentPicker key={round} onChange={setFiles} />
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
