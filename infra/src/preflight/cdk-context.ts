import { readFileSync } from 'node:fs';

/**
 * The CDK context `-c key=value` / `--context key=value` arguments carry, as the CDK CLI reads them
 * (the value is everything after the first `=`).
 */
export function contextFromArgs(args: readonly string[]): Record<string, string> {
  const context: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const inline = /^--context=(.*)$/.exec(arg)?.[1];
    const pair = inline ?? (arg === '-c' || arg === '--context' ? args[++i] : undefined);
    if (pair === undefined) continue;
    const equals = pair.indexOf('=');
    if (equals <= 0) throw new Error(`Context argument "${pair}" is not key=value`);
    context[pair.slice(0, equals)] = pair.slice(equals + 1);
  }
  return context;
}

/** cdk.json's "context", overridden by the arguments, as `cdk deploy` merges them for the app. */
export function cdkContext(cdkJsonFile: string, args: readonly string[]): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(cdkJsonFile, 'utf8')) as { context?: Record<string, unknown> };
  return { ...cdkJson.context, ...contextFromArgs(args) };
}
