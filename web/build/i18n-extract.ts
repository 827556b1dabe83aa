import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { staticallyReachable } from './module-graph.ts';

/** Where the shop's texts live; the admin area stays English (decision 0026), so its files are not scanned. */
const SKIPPED = /(^|\/)(admin|tests?|testing|prerender)(\/|$)|\.test\.tsx?$/;

/** A `t('...')` or `msg('...')` call with a literal text (single-quoted, or double-quoted when it holds a '). */
const CALL = /\b(?:t|msg)\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;

function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIPPED.test(path.slice(base.length + 1))) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path, base);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every text id the shop's code writes (`t('Browse Plans')`, `msg('Villa')`), by file. A text built at run time
 * (`t(label)`) is found where its literal is marked with msg().
 */
export function extractTextIds(srcDir: string): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(CALL)) {
      const id = (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1');
      ids.set(id, [...(ids.get(id) ?? []), file.slice(srcDir.length + 1)]);
    }
  }
  return ids;
}

/** The placeholders of a message: "{count} Bedrooms" has "count". */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/** The app's entry: the module script of web/index.html (`<script type="module" src="/src/main.tsx">`). */
export function appEntry(webRoot: string): string {
  const html = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const src = /<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/.exec(html)?.[1];
  if (src === undefined) throw new Error('web/index.html has no module script');
  return join(webRoot, src);
}

/**
 * The source files (relative to srcDir, as extractTextIds names them) of a French page's first screen: what the
 * app's entry loads without `import()`, following the shared package through its workspace name. Lazy pages and
 * dialogs, and whatever only they import, are left out: their texts go to the second catalog (locales/fr-more.json),
 * which loads with their code (decision 0026).
 */
export function firstScreenSources(srcDir: string): Set<string> {
  const webRoot = dirname(srcDir);
  const aliases = { '@shop/shared/': join(webRoot, '../shared/src/') };
  const reached = staticallyReachable(join(webRoot, 'tsconfig.json'), appEntry(webRoot), aliases);
  return new Set([...reached].map((file) => relative(srcDir, file)).filter((file) => !file.startsWith('..')));
}

/** Which French catalog a text belongs in: the first screen's when any first-screen file writes it. */
export function catalogOf(files: readonly string[], firstScreen: ReadonlySet<string>): 'fr' | 'fr-more' {
  return files.some((file) => firstScreen.has(file)) ? 'fr' : 'fr-more';
}
