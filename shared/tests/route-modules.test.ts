import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteDefinition } from '@shop/shared/api/route-definition';
import { routes } from '@shop/shared/api/routes';
import { describe, expect, it } from 'vitest';

const REPO = new URL('../../', import.meta.url).pathname;
const ROUTES_DIR = join(REPO, 'shared/src/api/routes');
const AGGREGATE_IMPORT = /from '@shop\/shared\/api\/routes'/;

const camelRoute = (name: string) => `${name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}Route`;

/** Every route module under shared/src/api/routes, with what it exports. */
async function loadRouteModules(): Promise<{ file: string; exports: Record<string, unknown> }[]> {
  const files = readdirSync(ROUTES_DIR).filter((file) => file.endsWith('.ts'));
  return Promise.all(
    files.map(async (file) => ({ file, exports: (await import(join(ROUTES_DIR, file))) as Record<string, unknown> })),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

describe('route modules and the route table', () => {
  it('each route module exports one row, named after its file, that the table holds exactly once', async () => {
    // Prepare
    const modules = await loadRouteModules();

    // Act
    const rows = modules.map(({ file, exports }) => ({ file, exports, row: exports[camelRoute(file.slice(0, -3))] }));

    // Assess
    expect(modules.length).toBeGreaterThan(0);
    for (const { file, exports, row } of rows) {
      expect(Object.keys(exports), file).toEqual([camelRoute(file.slice(0, -3))]);
      expect((row as RouteDefinition).name, file).toBe(file.slice(0, -3));
      expect(routes.filter((route) => route === row).length, file).toBe(1);
    }
    expect(routes.length).toBe(modules.length);
  });

  it('has unique route names and unique method and path pairs', () => {
    // Act
    const names = routes.map((route) => route.name);
    const endpoints = routes.map((route) => `${route.method} ${route.path}`);

    // Assess
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });

  it('a handler imports at most its own row module, never the whole table or another row', () => {
    // Act
    const handlers = routes.map((route) => {
      const source = readFileSync(join(REPO, 'lambdas/src/handlers', `${route.handler}.ts`), 'utf8');
      const rowImports = [...source.matchAll(/from '@shop\/shared\/api\/routes\/([\w-]+)'/g)].map((match) => match[1]);
      return { route, source, rowImports };
    });

    // Assess
    for (const { route, source, rowImports } of handlers) {
      expect(source, route.handler).not.toMatch(AGGREGATE_IMPORT);
      // get-sitemap answers XML without httpRoute, so it needs no row at all.
      expect(rowImports, route.handler).toEqual(route.name === 'get-sitemap' ? [] : [route.name]);
    }
  });

  it('no browser module imports the whole table, so admin schemas stay out of the shop chunks', () => {
    // Act
    const offenders = sourceFiles(join(REPO, 'web/src')).filter((file) =>
      AGGREGATE_IMPORT.test(readFileSync(file, 'utf8')),
    );

    // Assess
    expect(offenders).toEqual([]);
  });
});
