import { loadHandler } from './handler-loader.ts';

/** The jobs EventBridge runs in AWS (infra/src/constructs/payments.ts), on the same schedule. */
const JOBS = [{ handler: 'payments/reconcile-pending-payments', everyMs: 15 * 60 * 1000 }] as const;

/**
 * Runs the scheduled Lambdas offline, in this process, like the API's handlers. A run that fails is
 * logged and tried again at the next tick, as a failed scheduled invocation would be.
 */
export function startScheduledJobs(options: { quiet?: boolean } = {}) {
  const timers = JOBS.map((job) => {
    const timer = setInterval(async () => {
      try {
        const handler = (await loadHandler(job.handler)) as unknown as () => Promise<unknown>;
        const result = await handler();
        if (!options.quiet) console.log(`[jobs] ${job.handler}: ${JSON.stringify(result)}`);
      } catch (error) {
        console.error(`[jobs] ${job.handler} failed:`, error);
      }
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
