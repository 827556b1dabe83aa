import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth-context.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
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

/** One verification of a reference; `round` starts a fresh series of checks after the page gave up. */
export const paymentVerificationQueryOptions = (reference: string, round: number) =>
  queryOptions({
    queryKey: queryKeys.payments.verify(reference, round),
    queryFn: ({ signal }) => verifyPayment(reference, signal),
    // Every visit asks the server again: a payment's outcome is never read from an earlier visit's cache.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchIntervalInBackground: true,
    refetchInterval: (query) =>
      query.state.data?.kind === 'pending' && query.state.dataUpdateCount < PENDING_MAX_CHECKS
        ? PENDING_RECHECK_MS
        : false,
  });

/**
 * Verifies a payment reference once the session is known (the verify route needs a signed-in buyer), and keeps
 * re-checking while mobile money awaits approval. `recheck` starts over after the page stopped re-checking.
 */
export function usePaymentVerification(reference: string | null): {
  state: VerificationState;
  recheck: () => void;
} {
  const { status } = useAuth();
  const [round, setRound] = useState(0);
  const queryClient = useQueryClient();
  const options = paymentVerificationQueryOptions(reference ?? '', round);
  const query = useQuery({ ...options, enabled: !!reference && status === 'signed-in' });
  // Reading the update time makes each check re-render, even when it answers "pending" again unchanged.
  const checks = query.dataUpdatedAt ? (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0) : 0;
  const recheck = () => setRound((value) => value + 1);

  if (!reference) return { state: { kind: 'failed', reason: VERIFY_MESSAGES.noReference }, recheck };
  if (status === 'signed-out') return { state: { kind: 'signed-out' }, recheck };
  const outcome = query.data;
  if (status === 'loading' || !outcome) return { state: { kind: 'checking' }, recheck };
  if (outcome.kind !== 'pending') return { state: outcome, recheck };
  return { state: { ...outcome, gaveUp: checks >= PENDING_MAX_CHECKS }, recheck };
}
