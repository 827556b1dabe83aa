import { relative } from 'node:path';
import type { CallExpression, Expression, Node } from '@swc/core';
import type { ExtractedKey, I18nextToolkitConfig, Logger, Plugin } from 'i18next-cli';

/** A `t()` whose text the extractor cannot read (`t(label)`) and that is not marked as shown from msg() literals. */
export interface UnreadableCall {
  file: string;
  line: number;
  code: string;
}

export interface ExtractedTexts {
  /** Every text id, with the files (relative to the source folder) that write it. */
  ids: Map<string, string[]>;
  unreadable: UnreadableCall[];
}

/**
 * i18next-cli's own directive for a line its tools should leave alone: on the line before a `t(label)`, it says the
 * text is chosen at run time among literals marked with msg() elsewhere.
 */
const MARK = /i18next-instrument-ignore(?:-next-line)?\b/;

/** A text the extractor reads as written: a literal, a template without values, a choice between such texts. */
function readable(argument: Expression | undefined): boolean {
  if (argument === undefined) return false;
  switch (argument.type) {
    case 'StringLiteral':
      return true;
    case 'TemplateLiteral':
      return argument.expressions.length === 0;
    case 'ParenthesisExpression':
      return readable(argument.expression);
    case 'ConditionalExpression':
      return readable(argument.consequent) && readable(argument.alternate);
    case 'CallExpression':
      return isCallTo(argument, 'msg') && readable(argument.arguments[0]?.expression);
    default:
      return false;
  }
}

function isCallTo(node: CallExpression, names: string | readonly string[]): boolean {
  return node.callee.type === 'Identifier' && [names].flat().includes(node.callee.value);
}

// The extractor's entry loads its Locize client too, whose process library (execa) calls Set.prototype.union, new in
// Node 22, when it loads; the repo runs on Node 20.19 and the extractor needs nothing else of Node 22.
function shimSetUnion(): void {
  if ('union' in Set.prototype) return;
  Object.defineProperty(Set.prototype, 'union', {
    configurable: true,
    writable: true,
    value<T>(this: Set<T>, other: Iterable<T>): Set<T> {
      return new Set([...this, ...other]);
    },
  });
}

/**
 * The texts a workspace's code writes, found by i18next-cli's extractor (its SWC parser, the repo's
 * i18next.config.ts), by file. A key the extractor works out from a `t(label)` (it follows `as const` tables and
 * types) is not taken from that call: such a text is placed by the module that marks it with msg() (decision 0026).
 */
export async function extractTexts(config: I18nextToolkitConfig, srcDir: string): Promise<ExtractedTexts> {
  shimSetUnion();
  const { findKeys } = await import('i18next-cli');
  const ids = new Map<string, string[]>();
  const unreadable: UnreadableCall[] = [];
  let file = '';
  let source = '';
  let lines: string[] = [];
  // Whether the call being visited writes its text as a literal: the extractor submits a call's keys right after
  // showing it to plugins, before it visits the call's arguments.
  let takeKeys = true;

  const plugin: Plugin = {
    name: 'shop-text-sites',
    onLoad(code, path) {
      file = relative(srcDir, path);
      source = code;
      lines = code.split('\n');
      return undefined;
    },
    onVisitNode(node: Node) {
      const call = node as CallExpression;
      if (node.type !== 'CallExpression' || !isCallTo(call, ['t', 'msg'])) return;
      takeKeys = readable(call.arguments[0]?.expression);
      if (takeKeys) return;
      const line = source.slice(0, call.span.start).split('\n').length;
      if (MARK.test(lines[line - 2] ?? '')) return;
      unreadable.push({ file, line, code: (lines[line - 1] ?? '').trim() });
    },
    onKeySubmitted(key: Readonly<ExtractedKey>) {
      if (!takeKeys) return;
      const files = ids.get(key.key) ?? [];
      if (!files.includes(file)) files.push(file);
      ids.set(key.key, files);
    },
  };

  const problems: string[] = [];
  const logger: Logger = {
    info: () => {},
    warn: (message) => problems.push(String(message)),
    error: (message) => problems.push(String(message)),
  };
  const fileErrors: string[] = [];
  await findKeys({ ...config, plugins: [plugin] }, logger, fileErrors);
  // A file it could not parse, or a plugin that failed, would leave texts out of the catalogs without a word.
  if (fileErrors.length > 0 || problems.length > 0) {
    throw new Error(`The text extractor failed (${fileErrors.join(', ') || 'no file named'}): ${problems.join(' ')}`);
  }
  return { ids, unreadable };
}
