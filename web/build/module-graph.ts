import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type SourceFile, SyntaxKind } from 'typescript/unstable/ast';
import { isExportDeclaration, isImportDeclaration, isStringLiteral } from 'typescript/unstable/ast/is';
import { API } from 'typescript/unstable/sync';

/** Bare import prefixes that name source folders, as the workspaces resolve them: `@shop/shared/` → shared/src/. */
export type SourceAliases = Readonly<Record<string, string>>;

/** How an import without an extension finds its file (the bundler's resolution, for TypeScript sources). */
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

/**
 * What a module loads with its own code: `import ... from`, side-effect `import '...'` and `export ... from`.
 * Type-only imports and exports are erased by the build, and `import()` loads its module later (a lazy route, a
 * dialog), so neither is listed.
 */
export function staticImports(source: SourceFile): string[] {
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    const loaded =
      (isImportDeclaration(statement) && statement.importClause?.phaseModifier !== SyntaxKind.TypeKeyword) ||
      (isExportDeclaration(statement) && !statement.isTypeOnly);
    const specifier = loaded ? statement.moduleSpecifier : undefined;
    if (specifier && isStringLiteral(specifier)) specifiers.push(specifier.text);
  }
  return specifiers;
}

/**
 * The TypeScript file an import names, or undefined for a package or a file of another kind (CSS, JSON). A relative
 * or aliased import that names no file at all throws: a graph with a hole in it would split the texts wrongly.
 */
export function resolveImport(fromFile: string, specifier: string, aliases: SourceAliases = {}): string | undefined {
  const prefix = Object.keys(aliases).find((name) => specifier.startsWith(name));
  const base = specifier.startsWith('.')
    ? resolve(dirname(fromFile), specifier)
    : prefix !== undefined
      ? join(aliases[prefix] ?? '', specifier.slice(prefix.length))
      : undefined;
  if (base === undefined) return undefined;
  const found = CANDIDATES.map((ending) => base + ending).find(isFile);
  if (found === undefined) throw new Error(`${fromFile} imports '${specifier}', which names no file`);
  return /\.tsx?$/.test(found) ? found : undefined;
}

/** Reads a TypeScript project's files as the compiler parses them (TypeScript 7's API, a process of its own). */
export function withParsedProject<T>(tsconfig: string, use: (parsed: (file: string) => SourceFile) => T): T {
  const api = new API({ cwd: dirname(tsconfig) });
  try {
    const project = api.updateSnapshot({ openProjects: [tsconfig] }).getProject(tsconfig);
    if (!project) throw new Error(`TypeScript did not open ${tsconfig}`);
    return use((file) => {
      const source = project.program.getSourceFile(file);
      if (!source) throw new Error(`${file} is not part of ${tsconfig}`);
      return source;
    });
  } finally {
    api.close();
  }
}

/**
 * Every TypeScript module the entry loads before it runs: its static imports, theirs, and so on (absolute paths),
 * parsed by the project (tsconfig) that holds them.
 */
export function staticallyReachable(tsconfig: string, entry: string, aliases: SourceAliases = {}): Set<string> {
  return withParsedProject(tsconfig, (parsed) => {
    const reached = new Set<string>();
    const pending = [resolve(entry)];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (reached.has(file)) continue;
      reached.add(file);
      for (const specifier of staticImports(parsed(file))) {
        const target = resolveImport(file, specifier, aliases);
        if (target !== undefined && !reached.has(target)) pending.push(target);
      }
    }
    return reached;
  });
}
