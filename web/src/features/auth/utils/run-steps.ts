/** How long the last step (Welcome Back, Welcome) stays on screen before the dialog moves on. */
export const FINAL_STEP_PAUSE_MS = 700;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` behind a stepped progress view: step 0 shows at once, each next step after its delay, and the
 * last step only once the task has succeeded. A failure ends the steps at once (no waiting out the delays) by
 * rejecting with the task's error. `delays[i]` is the wait before step i + 1.
 */
export async function runSteps<T>(
  delays: readonly number[],
  task: Promise<T>,
  onStep: (index: number) => void,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  const failure = new Promise<never>((_, reject) => {
    task.catch(reject);
  });
  failure.catch(() => undefined); // observed through the races below; never an unhandled rejection
  onStep(0);
  for (const [index, delay] of delays.entries()) {
    await Promise.race([wait(delay), failure]);
    if (index === delays.length - 1) await task;
    onStep(index + 1);
  }
  return task;
}
