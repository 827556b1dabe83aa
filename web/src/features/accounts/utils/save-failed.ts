import type { ToastInput } from '../../../components/ui/toast.tsx';
import { t } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * A settings card whose save failed: the server's words (translated) when it answered, else the card's own, shown
 * under the form and in a toast.
 */
export function showSaveFailed(
  cause: unknown,
  fallback: string,
  show: { setError: (message: string) => void; showToast: (toast: ToastInput) => void },
): void {
  // i18next-instrument-ignore-next-line
  const message = cause instanceof ApiError ? t(cause.message) : fallback;
  show.setError(message);
  show.showToast({ title: t('Save failed'), description: message });
}
