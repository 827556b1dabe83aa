import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The web bucket as CloudFront reads it: the build's files with the metadata the deployment gives them
 * (infra/src/constructs/site.ts: hashed assets cached a year, everything else revalidated), the generated
 * files it adds (config.json, robots.txt), and 403 for a missing key (S3 without ListBucket says so).
 * Source maps are not deployed, so they are not served either.
 */
export function staticOrigin(distDir: string, generated: Record<string, string>) {
  return async (uri: string): Promise<StaticResponse> => {
    const key = decodeURIComponent(uri).replace(/^\/+/, '');
    if (key in generated) {
      return {
        status: 200,
        headers: {
          'content-type': CONTENT_TYPES[extname(key)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
        },
        body: Buffer.from(generated[key] as string),
      };
    }
    const path = normalize(join(distDir, key));
    const denied = {
      status: 403,
      headers: { 'content-type': 'application/xml' },
      body: Buffer.from('<Error><Code>AccessDenied</Code></Error>'),
    };
    if (!path.startsWith(distDir) || key.endsWith('.map')) return denied;
    try {
      if (!(await stat(path)).isFile()) return denied;
    } catch {
      return denied;
    }
    return {
      status: 200,
      headers: {
        'content-type': CONTENT_TYPES[extname(key)] ?? 'application/octet-stream',
        'cache-control': key.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
      body: await readFile(path),
    };
  };
}
