import { type ReactNode, useEffect, useId, useRef } from 'react';
import { t } from '../../i18n/i18n.ts';
import { CloseIcon } from './icons.tsx';

interface DialogProps {
  title: ReactNode;
  /** Called after the dialog has closed (close button, Escape or a click on the backdrop). */
  onClose: () => void;
  children: ReactNode;
  description?: ReactNode;
  className?: string;
}

/**
 * A modal built on the native <dialog>: the browser traps focus, closes on Escape, makes the page behind it
 * inert and returns focus to the opener. It opens when mounted, so callers render it only while it is open.
 */
export function Dialog({ title, onClose, children, description, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => ref.current?.close();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal <dialog>; the click only adds backdrop dismissal for pointer users.
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="dialog-body">
        <header className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={close} aria-label={t('Close')}>
            <CloseIcon />
          </button>
        </header>
        {description ? (
          <p id={descriptionId} className="dialog-description">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}
