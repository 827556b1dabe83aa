import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteDefinition } from '@shop/shared/api/route-definition';

/** Every route-table row lives in a module of its own here (see shared/src/api/routes.ts). */
const ROUTES_DIR = fileURLToPath(new URL('../../../shared/src/api/routes/', import.meta.url));

let filesByKey: Map<string, string> | undefined;

/**
 * Which row module answers a route key (`GET /api/plans/{id}`), read from the modules' text: importing the whole
 * table to find one row is seconds of module import in every handler test file, one row is a fraction of that.
 */
function rowFiles(): Map<string, string> {
  if (filesByKey) return filesByKey;
  filesByKey = new Map();
  for (const name of readdirSync(ROUTES_DIR).filter((file) => file.endsWith('.ts'))) {
    const text = readFileSync(join(ROUTES_DIR, name), 'utf8');
    const method = /^\s+method: '([A-Z]+)',$/m.exec(text)?.[1];
    const path = /^\s+path: '([^']+)',$/m.exec(text)?.[1];
    if (method && path) filesByKey.set(`${method} ${path}`, join(ROUTES_DIR, name));
  }
  return filesByKey;
}

function isRow(value: unknown, routeKey: string): value is RouteDefinition {
  const row = value as Partial<RouteDefinition> | null;
  return typeof row === 'object' && row !== null && `${row.method} ${row.path}` === routeKey && 'response' in row;
}

/** The route-table row a route key names, imported alone; an unknown route key is a mistake in the test. */
export async function routeRow(routeKey: string): Promise<RouteDefinition> {
  const file = rowFiles().get(routeKey);
  const module: Record<string, unknown> = file ? await import(/* @vite-ignore */ file) : {};
  const row = Object.values(module).find((value) => isRow(value, routeKey));
  if (!row) throw new Error(`No route-table row for ${routeKey}`);
  return row;
}
