import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import type { VerificationState } from './use-payment-verification.ts';

/** After a verified payment the page goes to the downloads on its own after 2 seconds. */
export const REDIRECT_AFTER_VERIFY_MS = 2000;

export function useRedirectAfterSuccess(state: VerificationState, onVerified: (state: VerificationState) => void) {
  const navigate = useNavigate();
  const orderId = state.kind === 'success' ? state.orderId : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per verified order; the callback and state are read at that moment.
  useEffect(() => {
    if (!orderId) return;
    onVerified(state);
    const timer = setTimeout(
      () => navigate(paths.download.getHref(orderId), { replace: true }),
      REDIRECT_AFTER_VERIFY_MS,
    );
    return () => clearTimeout(timer);
  }, [orderId, navigate]);
}
