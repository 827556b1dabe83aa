import type { ReactNode } from 'react';

/**
 * A form's submit button: while the form is sending it is disabled and says so (`busyLabel`); `disabled` holds it
 * back for other reasons too (an upload still running, a reason still too short).
 */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  className = 'button button-primary',
  children,
}: {
  busy: boolean;
  busyLabel: ReactNode;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}
