import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

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
      <div className="toast-region" role="status" aria-live="polite">
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
