import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
// Relative, not @shop/shared: Vite bundles a config's relative imports but loads packages as plain Node modules.
import { getPlanRoute } from '../../shared/src/api/routes/get-plan.ts';
import { pathInLanguage, SHOP_LANGUAGES, type ShopLanguage } from '../../shared/src/i18n/languages.ts';
import {
  HTML_FILE_FOR_SOURCE,
  PRERENDERED_FILES,
  PRERENDERED_FILES_FR,
} from '../../shared/src/web/prerendered-pages.ts';
import frenchMessages from '../src/i18n/locales/fr.json' with { type: 'json' };
import laterFrenchMessages from '../src/i18n/locales/fr-more.json' with { type: 'json' };
import { bootScript } from './boot-script.ts';
import { evaluationOrder } from './evaluation-order.ts';
import { i18nCatalogsPlugin } from './i18n-catalogs-plugin.ts';
import { routeStyleTags } from './route-styles.ts';

/**
 * The pages whose first screen is prerendered, the path rendered for each, the lazy route module it needs, and
 * whether its scripts are preloaded while the page paints.
 */
export const PRERENDERED_PAGES = [
  // The whole first screen is in the HTML: the scripts are fetched only after the first paint (boot script).
  { file: PRERENDERED_FILES.home, path: '/', routeModule: undefined, scriptsAfterPicture: false },
  {
    file: PRERENDERED_FILES.plans,
    path: '/plans',
    routeModule: 'src/app/routes/plans/plan-list.tsx',
    scriptsAfterPicture: false,
  },
  // Any plan: before its data arrives the plan page shows the same first screen (decision 0015). Its largest
  // paint is the plan's picture, which the boot script paints from the API's answer; the scripts (the entry's and
  // the route's, all at once) download after it, so they never share the bandwidth with the picture.
  {
    file: PRERENDERED_FILES.plan,
    path: '/plans/any-plan',
    routeModule: 'src/app/routes/plans/plan-detail.tsx',
    scriptsAfterPicture: true,
  },
] as const;

/** Where a page's French version is written (decision 0026): the same page under /fr. */
const FRENCH_FILE: Record<string, string> = {
  [PRERENDERED_FILES.home]: PRERENDERED_FILES_FR.home,
  [PRERENDERED_FILES.plans]: PRERENDERED_FILES_FR.plans,
  [PRERENDERED_FILES.plan]: PRERENDERED_FILES_FR.plan,
  [PRERENDERED_FILES.app]: PRERENDERED_FILES_FR.app,
  [PRERENDERED_FILES.notFound]: PRERENDERED_FILES_FR.notFound,
};

const fileIn = (file: string, language: ShopLanguage) => (language === 'fr' ? (FRENCH_FILE[file] ?? file) : file);

/**
 * The template in a language: `<html lang>`, and for French the title and description from the catalog. A page
 * with a fixed address (`path`) also gets its canonical link and the `hreflang` links to both versions and the
 * x-default (English); the plan page's shell serves every plan, so the app sets those (use-document-meta).
 */
export function templateIn(template: string, language: ShopLanguage, path?: string): string {
  // Both catalogs: the template's own title is written by no module of the app, so its French is in the later one.
  const french = { ...laterFrenchMessages, ...frenchMessages } as Record<string, string>;
  let html = template.replace('<html lang="en">', `<html lang="${language}">`);
  if (language === 'fr') {
    html = html
      .replace(/<title>([^<]*)<\/title>/, (whole, title: string) =>
        french[title] ? `<title>${french[title]}</title>` : whole,
      )
      .replace(
        /(<meta\s+name="description"\s+content=")([^"]*)(")/,
        (whole, start: string, text: string, end: string) => (french[text] ? `${start}${french[text]}${end}` : whole),
      );
  }
  if (path === undefined) return html;
  const links = [
    `<link rel="canonical" href="${pathInLanguage(path, language)}">`,
    ...SHOP_LANGUAGES.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${pathInLanguage(path, other)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${path}">`,
  ];
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** The app shell kept out of search results. */
export function notFoundShell(shell: string): string {
  return shell.replace('</head>', '  <meta name="robots" content="noindex">\n  </head>');
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const ROOT_ELEMENT = '<div id="root"></div>';

export const htmlFileFor = new Function(`${HTML_FILE_FOR_SOURCE}; return htmlFileFor;`)() as (uri: string) => string;

interface ChunkAssets {
  scripts: string[];
  styles: string[];
}

/** A lazy route's chunk, the chunks it imports and all their CSS, so its prerendered page paints styled. */
function chunkAssets(bundle: Rolldown.OutputBundle, root: string, routeModule: string): ChunkAssets {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId === join(root, routeModule));
  if (!start) throw new Error(`Prerender: no chunk for ${routeModule}`);
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = chunks.find((c) => c.fileName === fileName);
    for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return { scripts: [...seen], styles: [...styles] };
}

/**
 * The entry script becomes the boot script, which imports it after the first paint: nothing downloads before the
 * paint but the page's stylesheets (a plan page's boot script preloads its scripts after the picture).
 */
function bootInsteadOfEntry(html: string, boot: string): string {
  // First in <head> and async, so it runs as soon as it arrives instead of waiting for the stylesheets.
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" />\n    <script type="module" async src="${boot}"></script>`,
    );
}

function pageHtml(
  template: string,
  appHtml: string,
  assets: ChunkAssets,
  base: string,
  styleText: (file: string) => string,
): string {
  // The template already links the entry's own CSS; only what the route adds is needed, written into the page.
  const links = routeStyleTags(
    assets.styles.filter((f) => !template.includes(f)),
    base,
    styleText,
  );
  // `data-prerendered` holds the loading spinners still until the app has taken the page over (index.css).
  return template
    .replace('</head>', `${links.join('\n    ')}\n  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root" data-prerendered>${appHtml}</div>`);
}

/**
 * After the production build: renders Home, Plans and the plan page with the real components
 * (src/prerender/entry-server.tsx, built for Node here) into the HTML files CloudFront and `vite preview` serve
 * for those routes; every other route gets the empty app shell. `vite preview` maps routes to files as
 * CloudFront's SPA fallback function does. The dev server is untouched: it serves the empty shell.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rolldown.OutputBundle | undefined;
  return {
    name: 'shop-prerender',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    async closeBundle() {
      if (!bundle || config.build.ssr) return;
      const dist = join(config.root, config.build.outDir);
      // Inside node_modules so the Node build's bare imports (react, react-router) resolve from web/.
      const serverDir = join(config.root, 'node_modules/.cache/shop-prerender');
      await build({
        root: config.root,
        mode: config.mode,
        configFile: false,
        logLevel: 'warn',
        plugins: [react(), i18nCatalogsPlugin()],
        build: { ssr: 'src/prerender/entry-server.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false },
      });
      try {
        const server = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as {
          prerender(path: string, language: ShopLanguage): Promise<string>;
        };
        const template = readFileSync(join(dist, 'index.html'), 'utf8');
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`Prerender: index.html has no ${ROOT_ELEMENT}`);
        const write = (file: string, html: string) => {
          mkdirSync(dirname(join(dist, file)), { recursive: true });
          writeFileSync(join(dist, file), html);
        };
        for (const language of SHOP_LANGUAGES) {
          write(fileIn(PRERENDERED_FILES.app, language), templateIn(template, language));
          // The same shell (the app shows its not-found view) for addresses that are no page: the edge answers it
          // with 404, and it asks search engines not to index it.
          write(fileIn(PRERENDERED_FILES.notFound, language), notFoundShell(templateIn(template, language)));
        }
        const entry = ENTRY_SCRIPT.exec(template)?.[1];
        if (!entry) throw new Error('Prerender: index.html has no module entry script');
        if (!getPlanRoute.path.endsWith('/{id}')) throw new Error('Prerender: the boot script expects /{id} last');
        const pages = [];
        const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
        const entryFile = entry.slice(config.base.length);
        const inBase = (files: string[]) => files.map((file) => `${config.base}${file}`);
        const entryScripts = inBase(evaluationOrder(chunks, entryFile, []));
        let planScripts: string[] = [];
        for (const page of PRERENDERED_PAGES) {
          const assets = page.routeModule
            ? chunkAssets(bundle, config.root, page.routeModule)
            : { scripts: [], styles: [] };
          if (page.scriptsAfterPicture) planScripts = inBase(evaluationOrder(chunks, entryFile, assets.scripts));
          for (const language of SHOP_LANGUAGES) {
            const fixedPath = page.scriptsAfterPicture ? undefined : page.path;
            const html = pageHtml(
              templateIn(template, language, fixedPath),
              await server.prerender(page.path, language),
              assets,
              config.base,
              (file) => readFileSync(join(dist, file), 'utf8'),
            );
            pages.push({ file: fileIn(page.file, language), html });
          }
        }
        const boot = bootScript({
          entry,
          planApiPath: getPlanRoute.path,
          apiOrigin: String(config.env.VITE_API_ORIGIN ?? ''),
          entryScripts,
          planScripts,
        });
        write(`/${boot.fileName}`, boot.source);
        for (const { file, html } of pages) write(file, bootInsteadOfEntry(html, `${config.base}${boot.fileName}`));
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
    configurePreviewServer(server) {
      // Before the proxy and Vite's own fallback: /api and /images are CloudFront behaviours that never run it.
      server.middlewares.use((req, _res, next) => {
        const [pathname = '/', search] = (req.url ?? '/').split('?');
        const last = pathname.slice(pathname.lastIndexOf('/') + 1);
        const isRoute = (req.method === 'GET' || req.method === 'HEAD') && !last.includes('.');
        if (isRoute && !/^\/(api|images)\//.test(pathname)) {
          req.url = `${htmlFileFor(pathname)}${search === undefined ? '' : `?${search}`}`;
        }
        next();
      });
    },
  };
}
