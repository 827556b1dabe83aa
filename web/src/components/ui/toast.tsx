import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/** A plain message, or a title with a description ('Login Error' / 'Incorrect email or password.'). */
export type ToastInput = string | { title: string; description?: string };

interface Toast {
  id: number;
  title: string;
  description?: string;
}

const TOAST_DURATION_MS = 4000;

/**
 * The open modal dialog (the sign-in dialog), watched while messages show. A modal <dialog> sits in the browser's
 * top layer and makes the rest of the page inert: a message outside it would be painted under its overlay and
 * hidden from screen readers. So while one is open, messages are shown inside it.
 */
function useModalDialog(watching: boolean): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const update = () => setDialog(document.querySelector<HTMLDialogElement>('dialog:modal'));
    update();
    if (!watching) return;
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['open'] });
    document.addEventListener('close', update, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('close', update, true);
    };
  }, [watching]);
  return dialog;
}

function ToastRegion({ host, children }: { host: HTMLDialogElement | null; children: ReactNode }) {
  const region = (
    <div className="toast-region" role="status" aria-live="polite">
      {children}
    </div>
  );
  return host ? createPortal(region, host) : region;
}
const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Short notices ('Please log in to add favorites'), announced politely to screen readers and gone after 4 s. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const host = useModalDialog(toasts.length > 0);

  const showToast = useCallback((input: ToastInput) => {
    nextId.current += 1;
    const id = nextId.current;
    const { title, description } = typeof input === 'string' ? { title: input, description: undefined } : input;
    setToasts((current) => [
      ...current.filter((toast) => toast.title !== title || toast.description !== description),
      { id, title, description },
    ]);
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), TOAST_DURATION_MS);
  }, []);

  return (
    <ToastContext.Provider value={useMemo(() => showToast, [showToast])}>
      {children}
      <ToastRegion host={host}>
        {toasts.map((toast) => (
          <p key={toast.id} className="toast">
            {toast.description ? (
              <>
                <strong className="toast-title">{toast.title}</strong> {toast.description}
              </>
            ) : (
              toast.title
            )}
          </p>
        ))}
      </ToastRegion>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside ToastProvider');
  return showToast;
}
