import {
  REQUEST_ATTACHMENT_MAX_BYTES,
  REQUEST_ATTACHMENT_TYPES,
  REQUEST_ATTACHMENTS_MAX,
} from '@shop/shared/requests/request';
import { useId, useState } from 'react';
import { rt } from '../texts.ts';

/** Pictures and PDFs only, each within the size limit, at most ten: checked here, and again by S3 and the server. */
export function acceptedFiles(files: readonly File[]): boolean {
  return (
    files.length <= REQUEST_ATTACHMENTS_MAX &&
    files.every(
      (file) =>
        (REQUEST_ATTACHMENT_TYPES as readonly string[]).includes(file.type) &&
        file.size > 0 &&
        file.size <= REQUEST_ATTACHMENT_MAX_BYTES,
    )
  );
}

export function AttachmentPicker({ onChange }: { onChange: (files: File[]) => void }) {
  const id = useId();
  const [refused, setRefused] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {rt('attachments')}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={REQUEST_ATTACHMENT_TYPES.join(',')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          const ok = acceptedFiles(files);
          setRefused(!ok);
          onChange(ok ? files : []);
        }}
      />
      {refused ? <p className="field-error">{rt('tooManyFiles')}</p> : null}
    </div>
  );
}
