import type { DataExportFormat } from '@shop/shared/accounts/account-closure';
import { displayName } from '@shop/shared/accounts/profile';
import type { AdminUser } from '@shop/shared/admin/users';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FileSaveButtons } from '../../../components/ui/file-save-buttons.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFileSave } from '../../../lib/save-blob.ts';
import { fetchUserData } from '../api/users.ts';

/** The export's two files, in the order they are offered. */
const FORMATS: readonly (readonly [DataExportFormat, string])[] = [
  ['html', 'Readable page'],
  ['json', 'JSON'],
];

/**
 * Export Data, for a person who asked the firm for their data (by mail, phone or letter): the same file their own
 * "Download my data" gives, made on the server and recorded in the activity log. The readable page is in their
 * language.
 */
export function ExportDataDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [reason, setReason] = useState<string | null>(null);
  const { saving: busy, save } = useFileSave<DataExportFormat>((error) =>
    setReason(error instanceof ApiError && error.status < 500 ? error.message : 'The data could not be exported.'),
  );

  const download = (format: DataExportFormat) => {
    setReason(null);
    return save(format, () => fetchUserData(user.id, format), `tema-house-plans-data.${format}`);
  };

  return (
    <Dialog title="Export Data" description={`${displayName(user)} (${user.email})`} onClose={onClose}>
      <div className="form-stack">
        <p className="muted">
          Only at the owner's request, to send to them. The export is recorded in the activity log under your name.
        </p>
        {reason ? <FormAlert tone="error">{reason}</FormAlert> : null}
        <div className="form-actions">
          <FileSaveButtons choices={FORMATS} busy={busy} onSave={(format) => void download(format)} />
          <button type="button" className="button button-ghost" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Dialog>
  );
}
