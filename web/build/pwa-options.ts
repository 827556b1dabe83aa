import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The empty app shell pages: every route the build did not prerender opens with them, online or not. */
const SHELL_PAGES = ['_shell/app.html', 'fr/_shell/app.html'];

/**
 * Precache only the app shell: the two shell pages and the files they load. Every other build file (admin area,
 * sign-in, charts, later pages) is kept when the visitor first needs it, so installing the worker costs a first
 * visit a few KB (the shell pages; their scripts are already in the HTTP cache) instead of the whole app.
 */
function appShellOnly(distDir: string) {
  return (entries: { url: string; revision: string | null; size: number }[]) => {
    const loaded = new Set<string>();
    for (const page of SHELL_PAGES) {
      const html = readFileSync(join(distDir, page), 'utf8');
      for (const [, url] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) loaded.add(url as string);
    }
    const manifest = entries.filter((entry) => SHELL_PAGES.includes(entry.url) || loaded.has(entry.url));
    return { manifest, warnings: [] };
  };
}

/** vite-plugin-pwa: the worker (src/service-worker/sw.ts, built by Workbox's injectManifest) and the web app manifest. */
export function pwaOptions(webRoot: string): Partial<VitePWAOptions> {
  const distDir = join(webRoot, 'dist');
  return {
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // main.tsx registers it once the page is idle; an injected inline script would break the CSP (script-src 'self').
    injectRegister: false,
    includeManifestIcons: false,
    injectManifest: {
      globDirectory: distDir,
      globPatterns: [...SHELL_PAGES, 'assets/*.{js,css}'],
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [appShellOnly(distDir)],
      minify: true,
    },
    manifest: {
      id: '/',
      name: 'Tema House Plans',
      short_name: 'Tema Plans',
      description: 'Ready-to-build house plans for Ghana, priced in cedis, instant download.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1f5c45',
      background_color: '#faf7f2',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  };
}
