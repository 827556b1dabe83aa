import { routes } from '@shop/shared/api/routes';
import type { TestProject } from 'vitest/node';
import { type ApiRoute, apiRoutes } from '../../local/api-adapter.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API's route rows as the in-process adapter routes them (see `provideApiRoutes`). */
    apiRoutes?: ApiRoute[];
  }
}

/**
 * Vitest global setup of the integration and browser tests: the route table is read once, in the run's main process,
 * and its rows handed to every test file's stack. The table and the schemas its rows name are most of a stack's
 * module load, which each file (isolated) would otherwise make again; each handler still loads its own row.
 */
export default function provideApiRoutes(project: TestProject): void {
  project.provide('apiRoutes', apiRoutes(routes));
}
