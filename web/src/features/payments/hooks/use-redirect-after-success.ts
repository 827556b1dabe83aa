import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import type { VerificationState } from './use-payment-verification.ts';

/** After a verified payment the page goes to the downloads (a quote's request) on its own after 2 seconds. */
export const REDIRECT_AFTER_VERIFY_MS = 2000;

export function useRedirectAfterSuccess(state: VerificationState, onVerified: (state: VerificationState) => void) {
  const navigate = useNavigate();
  const orderId = state.kind === 'success' ? state.orderId : null;
  // A paid quote's drawings or documents come later, through its request: the page goes there instead.
  const target = state.kind === 'success' ? successTarget(state) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per verified order; the callback and state are read at that moment.
  useEffect(() => {
    if (!orderId) return;
    onVerified(state);
    const timer = setTimeout(
      () => navigate(target ?? paths.download.getHref(orderId), { replace: true }),
      REDIRECT_AFTER_VERIFY_MS,
    );
    return () => clearTimeout(timer);
  }, [orderId, navigate]);
}

/** Where a verified payment leads: the order's downloads, or a paid quote's request. */
export function successTarget(state: { orderId: string; requestId?: string }): string {
  return state.requestId ? paths.userRequest.getHref(state.requestId) : paths.download.getHref(state.orderId);
}
