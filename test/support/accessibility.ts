import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe-core's serious and critical findings on what is on screen now, one line each. Third-party iframes
 * (the office map) are left out: their markup is not ours to fix.
 */
export async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  // Contrast is judged on what settles on screen: a dialog fading in is half transparent mid-animation.
  // (Endless ones, such as a spinner, are left out: they never finish. One cancelled meanwhile, as when its element
  // leaves the page or a new transition replaces it, rejects its `finished`: it has nothing left to settle.)
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
  // Evaluated through the debugging protocol: a <script> tag of it would be refused by the shop's CSP.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeResult[] }> };
      }
    ).axe;
    const result = await axe.run(document, { iframes: false, resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}
