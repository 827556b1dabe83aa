import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth-context.tsx';
import { verifyPayment } from '../api/verify-payment.ts';
import { VERIFY_MESSAGES } from '../utils/verify-messages.ts';
import type { VerifyOutcome } from '../utils/verify-outcome.ts';

/** Mobile money approval happens on the buyer's phone: check again every 5 s, for up to 10 minutes. */
export const PENDING_RECHECK_MS = 5000;
const PENDING_MAX_CHECKS = 120;

export type VerificationState =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | (VerifyOutcome & { kind: 'pending'; gaveUp: boolean })
  | Exclude<VerifyOutcome, { kind: 'pending' }>;

/**
 * Verifies a payment reference once the session is known (the verify route needs a signed-in buyer), and keeps
 * re-checking while mobile money awaits approval. `recheck` starts over after the page stopped re-checking.
 */
export function usePaymentVerification(reference: string | null): {
  state: VerificationState;
  recheck: () => void;
} {
  const { status } = useAuth();
  const [state, setState] = useState<VerificationState>({ kind: 'checking' });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the "check again" trigger; the effect restarts on it.
  useEffect(() => {
    if (!reference) {
      setState({ kind: 'failed', reason: VERIFY_MESSAGES.noReference });
      return;
    }
    if (status === 'loading') return;
    if (status === 'signed-out') {
      setState({ kind: 'signed-out' });
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let checks = 0;
    const check = async () => {
      checks += 1;
      try {
        const outcome = await verifyPayment(reference, controller.signal);
        if (outcome.kind !== 'pending') {
          setState(outcome);
          return;
        }
        const gaveUp = checks >= PENDING_MAX_CHECKS;
        setState({ ...outcome, gaveUp });
        if (!gaveUp) timer = setTimeout(check, PENDING_RECHECK_MS);
      } catch {
        // Aborted: the page was left or the reference changed.
      }
    };
    void check();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [reference, status, round]);

  return {
    state,
    recheck: () => {
      setState({ kind: 'checking' });
      setRound((value) => value + 1);
    },
  };
}
