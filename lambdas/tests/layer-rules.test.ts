import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of biome.json (noRestrictedImports per folder, noImportCycles), proved on probe files: each probe
 * imports across one rule and must fail the lint step, while the imports the layers are meant to use must pass.
 * The probes sit in a scratch copy of the layout with the repository's own biome.json, so no test that reads the
 * source folders sees them, and Biome indexes a handful of files instead of the whole repository.
 */
const REPO = new URL('../../', import.meta.url).pathname;
const BIOME = join(REPO, 'node_modules/.bin/biome');

const RESTRICTED = 'lint/style/noRestrictedImports';
const CYCLE = 'lint/suspicious/noImportCycles';

/** [file the probe stands in, the import it makes]: each crosses a layer rule. */
const FORBIDDEN: [string, string][] = [
  ['lambdas/src/db/probe.ts', '../domain/payments/order-reference.ts'],
  ['lambdas/src/db/probe.ts', '../adapters/aws-client-options.ts'],
  ['lambdas/src/db/probe.ts', '../repositories/access-repository.ts'],
  ['lambdas/src/db/probe.ts', '../auth/caller.ts'],
  ['lambdas/src/db/probe.ts', '../http/logger.ts'],
  ['lambdas/src/auth/probe.ts', '../domain/domain-errors.ts'],
  ['lambdas/src/auth/probe.ts', '../repositories/access-repository.ts'],
  ['lambdas/src/auth/probe.ts', '../db/document-client.ts'],
  ['lambdas/src/auth/probe.ts', '../adapters/revoked-at-from-table.ts'],
  ['lambdas/src/repositories/probe.ts', '../http/logger.ts'],
  ['lambdas/src/repositories/probe.ts', '../handlers/plans/get-plan.ts'],
  ['lambdas/src/repositories/catalogue/probe.ts', '../../http/logger.ts'],
  ['lambdas/src/adapters/probe.ts', '../http/logger.ts'],
  ['lambdas/src/adapters/probe.ts', '../handlers/plans/get-plan.ts'],
  ['lambdas/src/domain/orders/probe.ts', '../../handlers/orders/list-orders.ts'],
  ['lambdas/src/domain/orders/probe.ts', '../../http/http-errors.ts'],
  ['lambdas/src/errors/probe.ts', '../http/http-errors.ts'],
  ['lambdas/src/outbound/probe.ts', '../adapters/s3-client.ts'],
  ['lambdas/src/observability/probe.ts', '../http/logger.ts'],
  ['lambdas/src/config/probe.ts', '../domain/domain-errors.ts'],
  ['web/src/i18n/probe.ts', '../app/router.tsx'],
  ['web/src/i18n/probe.ts', '../features/plans/api/get-plans.ts'],
  ['web/src/i18n/probe.ts', '../components/ui/spinner.tsx'],
  ['web/src/i18n/probe.ts', '../hooks/use-document-meta.ts'],
  ['web/src/i18n/probe.ts', '../lib/auth.ts'],
  ['web/src/i18n/probe.ts', '../config/paths.ts'],
];

/** Imports the layers are meant to make: they pass, so the rules refuse no more than they should. */
const ALLOWED: [string, string][] = [
  ['lambdas/src/db/probe.ts', '../errors/domain-errors.ts'],
  ['lambdas/src/db/probe.ts', '../outbound/aws-client-options.ts'],
  ['lambdas/src/db/probe.ts', '../config/env.ts'],
  ['lambdas/src/auth/probe.ts', '../errors/domain-errors.ts'],
  ['lambdas/src/repositories/probe.ts', '../observability/log.ts'],
  ['lambdas/src/repositories/probe.ts', '../db/table-keys.ts'],
  ['lambdas/src/adapters/probe.ts', '../observability/log.ts'],
  ['lambdas/src/adapters/probe.ts', '../repositories/access-repository.ts'],
  ['lambdas/src/domain/orders/probe.ts', '../../errors/domain-errors.ts'],
  ['lambdas/src/http/probe.ts', '../observability/log.ts'],
  ['web/src/i18n/probe.ts', '../lib/stored-values.ts'],
  ['web/src/i18n/probe.ts', '@shop/shared/i18n/languages'],
];

/**
 * Other ways to reach across a rule than a plain import: re-exporting a domain module from the data-access kit (as
 * the table design once did), a type-only import and a dynamic import. Each is refused like the import it stands for.
 */
const FORBIDDEN_FORMS: [string, string][] = [
  ['lambdas/src/db/probe.ts', "export { probe } from '../domain/payments/order-reference.ts';\n"],
  ['lambdas/src/db/probe.ts', "export * from '../domain/payments/order-reference.ts';\n"],
  [
    'lambdas/src/auth/probe.ts',
    "import type { Probe } from '../repositories/access-repository.ts';\n\nexport type Used = Probe;\n",
  ],
  ['lambdas/src/repositories/probe.ts', "export const used = async () => (await import('../http/logger.ts')).probe;\n"],
];

/** Two files that import each other. */
const CYCLE_FILES = ['lambdas/src/domain/orders/cycle-a.ts', 'lambdas/src/domain/orders/cycle-b.ts'];

interface Diagnostic {
  category: string;
  location: { path: string };
}

let scratch: string;
const probePath = (kind: string, index: number, file: string) => file.replace(/probe\.ts$/, `${kind}-${index}.ts`);

function write(file: string, text: string) {
  mkdirSync(dirname(join(scratch, file)), { recursive: true });
  writeFileSync(join(scratch, file), text);
}

const importing = (specifier: string, name = 'probe') =>
  `import { ${name} } from '${specifier}';\n\nexport const used = ${name};\n`;

/** Lints the scratch folder with the repository's biome.json and returns every diagnostic. */
function lint(): Diagnostic[] {
  // The scratch folder is no git checkout: the ignore file Biome reads through git has nothing to say there.
  const run = spawnSync(BIOME, ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const report = run.stdout.split('\n').find((line) => line.startsWith('{'));
  if (!report) throw new Error(`Biome gave no report: ${run.stdout}${run.stderr}`);
  return (JSON.parse(report) as { diagnostics: Diagnostic[] }).diagnostics;
}

let diagnostics: Diagnostic[];
const rulesAt = (file: string) =>
  diagnostics.filter((diagnostic) => diagnostic.location.path === file).map(({ category }) => category);

beforeAll(() => {
  // Prepare: the probes, then one lint run over all of them
  scratch = mkdtempSync(join(tmpdir(), 'layer-rules-'));
  copyFileSync(join(REPO, 'biome.json'), join(scratch, 'biome.json'));
  FORBIDDEN.forEach(([file, specifier], index) => {
    write(probePath('forbidden', index, file), importing(specifier));
  });
  FORBIDDEN_FORMS.forEach(([file, text], index) => {
    write(probePath('form', index, file), text);
  });
  ALLOWED.forEach(([file, specifier], index) => {
    write(probePath('allowed', index, file), importing(specifier));
  });
  write(CYCLE_FILES[0], importing('./cycle-b.ts', 'b').replace('export const used', 'export const a'));
  write(CYCLE_FILES[1], importing('./cycle-a.ts', 'a').replace('export const used', 'export const b'));

  // Act
  diagnostics = lint();
}, 60_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('layer rules in biome.json', () => {
  it.each(FORBIDDEN.map(([file, specifier], index) => [probePath('forbidden', index, file), specifier]))(
    '%s may not import %s',
    (file) => {
      // Assess
      expect(rulesAt(file)).toEqual([RESTRICTED]);
    },
  );

  it.each(FORBIDDEN_FORMS.map(([file, text], index) => [probePath('form', index, file), text.split('\n')[0]]))(
    '%s may not reach across the rule with %s',
    (file) => {
      // Assess
      expect(rulesAt(file)).toEqual([RESTRICTED]);
    },
  );

  it.each(ALLOWED.map(([file, specifier], index) => [probePath('allowed', index, file), specifier]))(
    '%s may import %s',
    (file) => {
      // Assess
      expect(rulesAt(file)).toEqual([]);
    },
  );

  it('refuses two modules that import each other', () => {
    // Assess
    for (const file of CYCLE_FILES) expect(rulesAt(file), file).toEqual([CYCLE]);
  });
});
