import type { ReactNode } from 'react';
import './forms.css';

/**
 * A message inside a form: errors use role=alert so screen readers announce them at once; notices (a code
 * was sent, a password was reset) use role=status. Also visible while a modal dialog covers the toasts.
 */
export function FormAlert({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={`form-alert form-alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="form-alert-title">{title}</p> : null}
      <p>{children}</p>
      {actions ? <div className="form-alert-actions">{actions}</div> : null}
    </div>
  );
}
