import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { staticallyReachable } from './module-graph.ts';

/*
 * Which catalog a web text belongs in (decision 0026): the first screen's (fr.json, and en.json for a message with
 * placeholders) when a module the entry loads without `import()` writes it, the later one (fr-more.json,
 * en-more.json) otherwise. The texts and the files that write them come from the extractor (text-extractor.ts).
 */

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
 * The source files (relative to srcDir, as extractTexts names them) of a French page's first screen: what the
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
