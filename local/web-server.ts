import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { IMAGES_PATH_PREFIX } from '@shop/infra/definitions/bucket-definitions';

const WEB_ROOT = fileURLToPath(new URL('../web/', import.meta.url));
const VITE_CONFIG = `${WEB_ROOT}vite.config.ts`;

export interface WebServerOptions {
  port: number;
  apiUrl: string;
  s3Url: string;
  imagesBucket: string;
  /** VITE_* values the app reads through import.meta.env (Cognito ids and endpoint). */
  env: Record<string, string>;
  quiet?: boolean;
}

/**
 * Vite's dev server for web/, proxying /api to the local API adapter and /images to the images
 * bucket on s3rver (the paths CloudFront serves in AWS), so the app calls one origin as it will there.
 */
export async function startWebServer(options: WebServerOptions) {
  const { createServer } = await import('vite');
  // Vite exposes VITE_* variables from the environment to the app.
  Object.assign(process.env, options.env);
  const imagesPrefix = IMAGES_PATH_PREFIX.replace(/\/$/, '');
  const hasConfig = existsSync(VITE_CONFIG);
  const server = await createServer({
    root: WEB_ROOT,
    configFile: hasConfig ? VITE_CONFIG : false,
    plugins: hasConfig ? [] : [(await import('@vitejs/plugin-react')).default()],
    logLevel: options.quiet ? 'silent' : 'info',
    clearScreen: false,
    server: {
      host: '127.0.0.1',
      port: options.port,
      strictPort: true,
      proxy: {
        '/api': { target: options.apiUrl, changeOrigin: true },
        [`^${imagesPrefix}/`]: {
          target: options.s3Url,
          changeOrigin: true,
          // /images/plans/x/main.svg -> /<bucket>/images/plans/x/main.svg: the bucket key keeps the prefix.
          rewrite: (path: string) => `/${options.imagesBucket}${path}`,
        },
      },
    },
  });
  await server.listen();
  return {
    url: `http://127.0.0.1:${options.port}`,
    stop: () => server.close(),
  };
}
