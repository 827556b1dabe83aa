import { PRERENDERED_FILES, PRERENDERED_FILES_FR } from '@shop/shared/web/prerendered-pages';
import type { ShellReader } from '../domain/ports/site-shell.ts';
import { log } from '../observability/log.ts';

/** How long a container keeps the build's shell before asking again: a deploy shows within the edge's minute. */
const SHELL_KEPT_MS = 60_000;
export const SHELL_FETCH_TIMEOUT_MS = 3_000;

/**
 * The deployed build's own HTML shells, read through the site's address (CloudFront on AWS, the offline edge here):
 * the plan page is that very file with the plan's head added, so its script and style addresses always match the
 * build that is live. Kept a minute per container; a failed read serves the copy it has, if any.
 */
export function siteShell(siteUrl: string, fetchText: typeof fetch = fetch): ShellReader {
  const kept = new Map<string, { html: string; at: number }>();
  return async (name, language) => {
    const file = (language === 'fr' ? PRERENDERED_FILES_FR : PRERENDERED_FILES)[name];
    const copy = kept.get(file);
    if (copy && Date.now() - copy.at < SHELL_KEPT_MS) return copy.html;
    try {
      const response = await fetchText(`${siteUrl}${file}`, {
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(SHELL_FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`The site answered ${response.status} for ${file}`);
      const html = await response.text();
      kept.set(file, { html, at: Date.now() });
      return html;
    } catch (error) {
      log('warn', 'site shell unreadable', { file, error: String(error), kept: Boolean(copy) });
      if (copy) return copy.html;
      throw error;
    }
  };
}
