import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The pages a newsletter mail's links land on: the link's token waits for the person's button, which runs the
 * action once (busy meanwhile, failed if it threw); `status` is then its answer, or the link's own `?status=`.
 */
export function useMailLinkAction<Status extends string>(action: (token: string) => Promise<Status>) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [answered, setAnswered] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setAnswered(await action(token ?? ''));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { waiting: Boolean(token) && !answered, busy, failed, run, status: answered ?? searchParams.get('status') };
}
