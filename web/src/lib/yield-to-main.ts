/**
 * Lets the browser handle input and paint before the next piece of start-up work, so the app's start is a
 * few short tasks instead of one long one (Total Blocking Time, decision 0015). `scheduler.yield` resumes
 * ahead of other queued tasks where the browser has it; elsewhere a zero timeout does the same job.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
