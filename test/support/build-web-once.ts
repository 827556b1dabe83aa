import { ensureProductionBuild } from './production-build.ts';

/**
 * Vitest global setup of the browser tests: the production build is made once, before any test file
 * starts, so test files running side by side never build into web/dist at the same time.
 */
export default function setup(): void {
  ensureProductionBuild();
}
