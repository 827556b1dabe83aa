import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WEB_ROOT = fileURLToPath(new URL('../web/', import.meta.url));
const VITE_CONFIG = `${WEB_ROOT}vite.config.ts`;

/**
 * Vite's dev server injects inline scripts (React Fast Refresh's preamble) that the production CSP's
 * `script-src 'self'` refuses; Vite marks them with this nonce and the edge allows it, in dev only. The
 * production build has no inline script, and the edge serves it under the unchanged CSP.
 */
export const DEV_SCRIPT_NONCE = 'offline-dev-only';

export interface WebServerOptions {
  port: number;
  /** VITE_* values the app reads through import.meta.env (Cognito ids and endpoint). */
  env: Record<string, string>;
  quiet?: boolean;
}

/**
 * Vite's dev server for web/, behind the edge (local/edge/), which routes /api and /images as CloudFront
 * does; so the app calls one origin as it will there.
 */
export async function startWebServer(options: WebServerOptions) {
  const { createServer } = await import('vite');
  // Vite exposes VITE_* variables from the environment to the app.
  Object.assign(process.env, options.env);
  const hasConfig = existsSync(VITE_CONFIG);
  const server = await createServer({
    root: WEB_ROOT,
    configFile: hasConfig ? VITE_CONFIG : false,
    plugins: hasConfig ? [] : [(await import('@vitejs/plugin-react')).default()],
    logLevel: options.quiet ? 'silent' : 'info',
    clearScreen: false,
    html: { cspNonce: DEV_SCRIPT_NONCE },
    server: { host: '127.0.0.1', port: options.port, strictPort: true },
  });
  await server.listen();
  return {
    url: `http://127.0.0.1:${options.port}`,
    stop: () => server.close(),
  };
}
