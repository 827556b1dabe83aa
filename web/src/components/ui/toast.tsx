import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

interface Toast {
  id: number;
  message: string;
}

const TOAST_DURATION_MS = 4000;
const ToastContext = createContext<((message: string) => void) | null>(null);

/** Short notices ('Please log in to add favorites'), announced politely to screen readers and gone after 4 s. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const showToast = useCallback((message: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current.filter((toast) => toast.message !== message), { id, message }]);
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), TOAST_DURATION_MS);
  }, []);

  return (
    <ToastContext.Provider value={useMemo(() => showToast, [showToast])}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id} className="toast">
            {toast.message}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): (message: string) => void {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside ToastProvider');
  return showToast;
}
