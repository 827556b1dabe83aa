import type { Plugin } from 'vite';

/**
 * What the dev server never serves, as `server.fs.deny` globs: Vite's own defaults (a deny list replaces them),
 * the offline stack's data (.local: the Paystack key that signs webhooks, the user pool's database) and any
 * private key or certificate.
 */
export const PRIVATE_FILES = ['.env', '.env.*', '*.{crt,pem,key}', '**/.git/**', '**/.local/**', '**/.cognito/**'];

const PRIVATE_SEGMENT = /^\.(env|git|local|cognito)(\.|$)|\.(crt|pem|key)$/;

/**
 * `server.fs` guards only the files Vite reads; a private name asked for at the root (`/.local/stack.json`) would
 * still get the app's index.html with 200. This answers 404 for any path naming one, before Vite looks.
 */
export function privateFilesPlugin(): Plugin {
  return {
    name: 'shop-private-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        let path: string;
        try {
          path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
        } catch {
          path = request.url ?? '/';
        }
        if (!path.split('/').some((segment) => PRIVATE_SEGMENT.test(segment))) return next();
        response.statusCode = 404;
        response.setHeader('content-type', 'text/plain');
        response.end('Not Found');
      });
    },
  };
}
