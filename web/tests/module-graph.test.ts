import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveImport, staticallyReachable, staticImports, withParsedProject } from '../build/module-graph.ts';

/** A small app, file by file: an entry with each kind of import, and what each of those modules imports in turn. */
const APP: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      allowImportingTsExtensions: true,
      noEmit: true,
    },
    include: ['**/*'],
  }),
  'src/main.tsx': `
    import type { Plan } from './plan-type.ts';
    import { header } from './header.tsx';
    import './polyfill.ts';
    import './main.css';
    import { price } from '@app-lib/price';
    export { footer } from './footer';
    export type { Order } from './order-type.ts';
    const planPage = () => import('./plan-page.tsx');
    export const app = [header, price, planPage] as unknown as Plan;
  `,
  'src/header.tsx': `import { menu } from './menu';\nimport { stars } from './stars.tsx';\nexport const header = [menu, stars];`,
  'src/menu.tsx': `export const menu = 'Menu';`,
  'src/stars.tsx': `export const stars = 'Stars';`,
  'src/polyfill.ts': `export {};`,
  'src/main.css': `body { margin: 0; }`,
  'src/footer/index.ts': `export const footer = 'Footer';`,
  'src/plan-type.ts': `import './types-only-import.ts';\nexport type Plan = string;`,
  'src/types-only-import.ts': `export {};`,
  'src/order-type.ts': `export type Order = string;`,
  'src/plan-page.tsx': `import { gallery } from './gallery.tsx';\nimport { stars } from './stars.tsx';\nexport default [gallery, stars];`,
  'src/gallery.tsx': `export const gallery = 'Gallery';`,
  'lib/price.ts': `export * from './currency.ts';\nexport const price = 'Price';`,
  'lib/currency.ts': `export const currency = 'GHS';`,
  'src/kinds.ts': `
    import { type Plan, planPrice } from './plans.ts';
    import type * as Types from './types.ts';
    import * as format from './format.ts';
    import Default from './default.tsx';
    export * as money from './money.ts';
    export type { Order } from './orders.ts';
    export const later = async () => (await import('./later.ts')).value;
    export function page() { return import('./page.tsx'); }
  `,
};

const root = mkdtempSync(join(tmpdir(), 'module-graph-'));
for (const [path, text] of Object.entries(APP)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tsconfig = join(root, 'tsconfig.json');
const aliases = { '@app-lib/': join(root, 'lib/') };

describe('the modules an entry loads before it runs', () => {
  it('follows static imports, side-effect imports, re-exports and the alias; not import(), not type-only ones', () => {
    const reached = staticallyReachable(tsconfig, join(root, 'src/main.tsx'), aliases);

    expect([...reached].map((file) => relative(root, file)).sort()).toEqual([
      'lib/currency.ts',
      'lib/price.ts',
      'src/footer/index.ts',
      'src/header.tsx',
      'src/main.tsx',
      'src/menu.tsx',
      'src/polyfill.ts',
      'src/stars.tsx',
    ]);
  });

  it('lists the specifiers a module loads with its code, whatever the import looks like', () => {
    const specifiers = withParsedProject(tsconfig, (parsed) => staticImports(parsed(join(root, 'src/kinds.ts'))));

    expect(specifiers).toEqual(['./plans.ts', './format.ts', './default.tsx', './money.ts']);
  });

  it('resolves a package or a stylesheet to nothing, and refuses an import of a file that does not exist', () => {
    const entry = join(root, 'src/main.tsx');

    expect(resolveImport(entry, 'react', aliases)).toBeUndefined();
    expect(resolveImport(entry, './main.css', aliases)).toBeUndefined();
    expect(resolveImport(entry, './footer', aliases)).toBe(join(root, 'src/footer/index.ts'));
    expect(() => resolveImport(entry, './missing.tsx', aliases)).toThrow(/names no file/);
    expect(() => resolveImport(entry, '@app-lib/missing', aliases)).toThrow(/names no file/);
  });
});
