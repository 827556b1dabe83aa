import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

/** A plain message, or a title with a description ('Login Error' / 'Incorrect email or password.'). */
export type ToastInput = string | { title: string; description?: string };

interface Toast {
  id: number;
  title: string;
  description?: string;
}

const TOAST_DURATION_MS = 4000;
const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Short notices ('Please log in to add favorites'), announced politely to screen readers and gone after 4 s. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const region = useRef<HTMLDivElement>(null);

  // A modal dialog (the sign-in dialog) sits in the browser's top layer, above any z-index: the region is a
  // popover so it is in the top layer too, and it is raised again when a message arrives while a dialog is open,
  // so "Account Created!" shows above the dialog's overlay instead of behind it.
  useEffect(() => {
    const element = region.current;
    if (!element || typeof element.showPopover !== 'function') return;
    if (!element.matches(':popover-open')) element.showPopover();
    else if (toasts.length > 0 && document.querySelector('dialog:modal')) {
      element.hidePopover();
      element.showPopover();
    }
  }, [toasts]);

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
      <div ref={region} className="toast-region" role="status" aria-live="polite" popover="manual">
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
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside ToastProvider');
  return showToast;
}
