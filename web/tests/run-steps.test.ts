import { describe, expect, it } from 'vitest';
import { runSteps } from '../src/features/auth/utils/run-steps.ts';

/** A clock the test advances: wait(ms) resolves when the test says so. */
function manualWait() {
  const waits: { ms: number; resolve: () => void }[] = [];
  return {
    waits,
    wait: (ms: number) => new Promise<void>((resolve) => waits.push({ ms, resolve })),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runSteps', () => {
  it('shows each step after its delay and the last one only after the task succeeded', async () => {
    // Prepare
    const clock = manualWait();
    const steps: number[] = [];
    let finish: (value: string) => void = () => undefined;
    const task = new Promise<string>((resolve) => {
      finish = resolve;
    });

    // Act
    const run = runSteps([800, 1000], task, (step) => steps.push(step), clock.wait);
    await flush();
    clock.waits[0]?.resolve();
    await flush();
    clock.waits[1]?.resolve();
    await flush();
    const beforeTaskDone = [...steps];
    finish('signed-in');
    const result = await run;

    // Assess
    expect(clock.waits.map((wait) => wait.ms)).toEqual([800, 1000]);
    expect(beforeTaskDone).toEqual([0, 1]);
    expect(steps).toEqual([0, 1, 2]);
    expect(result).toBe('signed-in');
  });

  it('stops at once with the error when the task fails, without waiting out the delays', async () => {
    // Prepare
    const clock = manualWait();
    const steps: number[] = [];
    const task = Promise.reject(new Error('Incorrect username or password.'));

    // Act
    const outcome = await runSteps([600, 800, 1000], task, (step) => steps.push(step), clock.wait).catch(
      (error: Error) => error.message,
    );

    // Assess
    expect(outcome).toBe('Incorrect username or password.');
    expect(steps).toEqual([0]);
  });
});
