import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { prerenderPlugin } from './build/prerender-plugin.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * `npm start` (the offline stack) sets the dev-server proxy itself when it creates the server. Running `vite`
 * alone, VITE_API_PROXY=http://127.0.0.1:PORT sends /api and /images to that address instead.
 */
export default defineConfig(({ mode }) => {
  const apiProxy = loadEnv(mode, webRoot, 'VITE_').VITE_API_PROXY || process.env.VITE_API_PROXY;
  const proxy = apiProxy
    ? { '/api': { target: apiProxy, changeOrigin: true }, '/images': { target: apiProxy, changeOrigin: true } }
    : undefined;

  return {
    root: webRoot,
    plugins: [react(), prerenderPlugin()],
    build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: 'hidden' },
    server: { proxy },
    preview: { proxy },
  };
});
