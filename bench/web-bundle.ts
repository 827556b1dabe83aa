import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialLoad {
  jsGzippedBytes: number;
  cssGzippedBytes: number;
  files: string[];
}

export interface WebFigure {
  shop: InitialLoad;
  /** The French pages (/fr, decision 0026): the same entry, plus the French storefront catalog it loads first. */
  shopFrench: InitialLoad;
  /** react + react-dom + react-router + react-query alone (bench/floor-app), built in the same run. */
  floor: InitialLoad;
  /** Source modules of Amplify or of admin features found in the shop's initial JavaScript (should be none). */
  forbiddenInInitialLoad: string[];
}

const REPO = new URL('../', import.meta.url).pathname;
const WEB = join(REPO, 'web');
const FLOOR = join(REPO, 'bench/floor-app');

/** Modules that must stay out of the first load: Amplify (loaded when sign-in is first needed) and admin code. */
const FORBIDDEN = [
  /node_modules\/(@aws-amplify|aws-amplify)\//,
  /src\/features\/admin/,
  /src\/components\/admin\//,
  /src\/lib\/uploads\//,
];

function viteBuild(cwd: string, env: NodeJS.ProcessEnv = {}): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

/**
 * Sums, gzipped, what index.html makes the browser fetch for the first render. The shop's prerendered pages load
 * the entry from a boot script after the first paint (decision 0015), so the entry and its imports are read from
 * the app shell (`_shell/app.html`, the plain template), together with what index.html itself loads.
 */
function initialLoad(dist: string, assetsRoot = dist): InitialLoad & { jsFiles: string[] } {
  const shell = join(dist, '_shell/app.html');
  const html = [join(dist, 'index.html'), ...(existsSync(shell) ? [shell] : [])]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)];
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)];
  const gz = (file: string) => gzipSync(readFileSync(join(assetsRoot, file.replace(/^\//, ''))), { level: 9 }).length;
  const jsFiles = [...new Set(scripts.map((m) => m[1] ?? ''))];
  const cssFiles = [...new Set(styles.map((m) => m[1] ?? ''))];
  return {
    jsGzippedBytes: jsFiles.reduce((sum, f) => sum + gz(f), 0),
    cssGzippedBytes: cssFiles.reduce((sum, f) => sum + gz(f), 0),
    files: [...jsFiles, ...cssFiles],
    jsFiles,
  };
}

/**
 * A French page's first load: what /fr/index.html and /fr/_shell/app.html load, plus the French storefront
 * catalog (`assets/fr-<hash>.js`), which main.tsx imports before the first render. The account catalog
 * (`fr-more-<hash>.js`) loads with checkout and account code, not here.
 */
export function frenchInitialLoad(dist: string): InitialLoad {
  const { jsFiles: _js, ...french } = initialLoad(join(dist, 'fr'), dist);
  const catalog = readdirSync(join(dist, 'assets')).find((name) => /^fr-(?!more-)[\w-]+\.js$/.test(name));
  if (!catalog) throw new Error('No French catalog chunk (assets/fr-<hash>.js) in the build');
  return {
    ...french,
    jsGzippedBytes: french.jsGzippedBytes + gzipSync(readFileSync(join(dist, 'assets', catalog)), { level: 9 }).length,
    files: [...french.files, `/assets/${catalog}`],
  };
}

/** The source modules bundled into the initial JavaScript, read from the (hidden) source maps. */
function forbiddenModules(dist: string, jsFiles: string[]): string[] {
  const found = new Set<string>();
  for (const file of jsFiles) {
    const map = join(dist, `${file.replace(/^\//, '')}.map`);
    // The bundler's own runtime helper chunk, and the boot script the prerender plugin writes as plain text
    // (web/build/boot-script.ts), have no map and bundle no modules.
    if (!existsSync(map) && /rolldown-runtime|\/boot-[\w-]+\.js$/.test(file)) continue;
    if (!existsSync(map)) throw new Error(`No source map for ${file}: the check needs build.sourcemap`);
    const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
    for (const source of sources) if (FORBIDDEN.some((pattern) => pattern.test(source))) found.add(source);
  }
  return [...found];
}

/**
 * Builds the shop (web/) and the floor (bench/floor-app/) for production and measures each one's
 * initial load. `env` carries the VITE_* settings of the stack the build will be previewed against.
 */
export function measureWebBundle(env: NodeJS.ProcessEnv = {}): WebFigure {
  viteBuild(WEB, env);
  viteBuild(FLOOR);
  const { jsFiles, ...shop } = initialLoad(join(WEB, 'dist'));
  const { jsFiles: _floorJs, ...floor } = initialLoad(join(FLOOR, 'dist'));
  return {
    shop,
    shopFrench: frenchInitialLoad(join(WEB, 'dist')),
    floor,
    forbiddenInInitialLoad: forbiddenModules(join(WEB, 'dist'), jsFiles),
  };
}

export const WEB_DIST = join(WEB, 'dist');
