import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { articlePicturesPlugin } from './build/article-pictures-plugin.ts';
import { eagerCommonJsPlugin } from './build/eager-commonjs-plugin.ts';
import { i18nCatalogsPlugin } from './build/i18n-catalogs-plugin.ts';
import { prerenderPlugin } from './build/prerender-plugin.ts';
import { PRIVATE_FILES, privateFilesPlugin } from './build/private-files-plugin.ts';
import { pwaOptions } from './build/pwa-options.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/*
 * What the dev server may read: the app, the shared code it imports and the installed packages. Vite's default is
 * the whole workspace, so /@fs/ served any file of the checkout (the offline stack's .local/ among them).
 */
const servedFiles = {
  strict: true,
  allow: [webRoot, join(webRoot, '../shared/src'), join(webRoot, '../node_modules')],
  deny: PRIVATE_FILES,
};

/*
 * React Router 7's package exports name only its development build (dev warnings and checks on), whatever the
 * mode: remix-run/react-router#14102 and #14753. A production build takes the production files it also ships.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

/**
 * React DOM and React Router in chunks of their own: the boot script evaluates a page's chunks one task each, and a
 * phone's main thread then parses and runs each of these apart from the app's own code (decision 0075).
 */
const VENDOR_CHUNKS = [
  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
  { name: 'react-router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
];

/**
 * `npm start` (the offline stack) sets the dev-server proxy itself when it creates the server. Running `vite`
 * alone, VITE_API_PROXY=http://127.0.0.1:PORT sends /api and /images to that address instead.
 */
export default defineConfig(({ command, mode }) => {
  const apiProxy = loadEnv(mode, webRoot, 'VITE_').VITE_API_PROXY || process.env.VITE_API_PROXY;
  const proxy = apiProxy
    ? { '/api': { target: apiProxy, changeOrigin: true }, '/images': { target: apiProxy, changeOrigin: true } }
    : undefined;

  return {
    root: webRoot,
    // The worker is built last: its precache reads the shell pages the prerender writes.
    plugins: [
      privateFilesPlugin(),
      i18nCatalogsPlugin(),
      react(),
      eagerCommonJsPlugin(),
      prerenderPlugin(),
      articlePicturesPlugin(),
      VitePWA(pwaOptions(webRoot)),
    ],
    resolve: command === 'build' ? { alias: reactRouterProduction } : undefined,
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: 'hidden',
      rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
    },
    server: { proxy, fs: servedFiles },
    preview: { proxy },
  };
});
