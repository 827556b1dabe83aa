import type { ReactNode } from 'react';
import './offline-notice.css';

/** Says, above a list, that the list is the copy kept for offline reading, not a live answer. */
export function OfflineNotice({ children }: { children: ReactNode }) {
  return (
    <p className="offline-notice" role="status" data-testid="offline-notice">
      {children}
    </p>
  );
}
