import { Dialog } from '../ui/dialog.tsx';

/**
 * Asks before something that cannot be undone ('Are you sure you want to delete this plan?'). A dialog rather
 * than window.confirm: it matches the site, works in every browser test, and shows the item's name.
 */
export function ConfirmDialog({
  title,
  question,
  confirmLabel = 'Delete',
  busy = false,
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={title} description={question} onClose={onClose}>
      <div className="form-actions admin-confirm-actions">
        <button type="button" className="button button-outline" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** The Close button that ends an admin dialog with nothing left to confirm. */
export function DialogCloseActions({ onClose }: { onClose: () => void }) {
  return (
    <div className="form-actions admin-confirm-actions">
      <button type="button" className="button button-outline" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
