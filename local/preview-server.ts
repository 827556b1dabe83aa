import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGES_PATH_PREFIX } from '@shop/infra/definitions/bucket-definitions';
import { freePort } from './ports.ts';
import type { RunningStack } from './stack.ts';

const WEB = new URL('../web/', import.meta.url).pathname;
export const WEB_DIST = join(WEB, 'dist');

/**
 * `vite preview` of the production build in web/dist, with /api and /images proxied to the offline stack as
 * CloudFront does, and client-side routes answered by their (prerendered) HTML file as CloudFront's function does.
 */
export async function startPreview(stack: RunningStack) {
  const { preview } = await import('vite');
  // A deployed build reads its Cognito ids from /config.json; this one points at the offline stack's pool.
  writeFileSync(
    join(WEB_DIST, 'config.json'),
    JSON.stringify({
      userPoolId: stack.info.cognito.userPoolId,
      userPoolClientId: stack.info.cognito.clientId,
      authFlow: 'password',
    }),
  );
  const port = await freePort();
  const imagesPrefix = IMAGES_PATH_PREFIX.replace(/\/$/, '');
  const server = await preview({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'silent',
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      open: false,
      proxy: {
        '/api': { target: stack.urls.api, changeOrigin: true },
        [`^${imagesPrefix}/`]: {
          target: stack.urls.s3,
          changeOrigin: true,
          rewrite: (path: string) => `/${stack.buckets.images}${path}`,
        },
      },
    },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  };
}
