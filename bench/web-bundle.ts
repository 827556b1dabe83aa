import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface WebFigure {
  initialJsGzippedBytes: number;
  initialCssGzippedBytes: number;
  files: string[];
}

const WEB = new URL('../web/', import.meta.url).pathname;

/** Builds the web app and sums what index.html makes the browser fetch before the first render. */
export function measureWebBundle(): WebFigure {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: WEB, stdio: 'inherit' });
  const dist = join(WEB, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)];
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)];
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file.replace(/^\//, ''))), { level: 9 }).length;
  const jsFiles = [...new Set(scripts.map((m) => m[1]))];
  const cssFiles = [...new Set(styles.map((m) => m[1]))];
  return {
    initialJsGzippedBytes: jsFiles.reduce((sum, f) => sum + gz(f), 0),
    initialCssGzippedBytes: cssFiles.reduce((sum, f) => sum + gz(f), 0),
    files: [...jsFiles, ...cssFiles],
  };
}
