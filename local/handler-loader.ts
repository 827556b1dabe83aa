import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';

export const HANDLERS_DIR = fileURLToPath(new URL('../lambdas/src/handlers/', import.meta.url));

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

const loaded = new Map<string, Promise<LambdaHandler>>();
let environment: Record<string, string> | undefined;

/**
 * Sets the handlers' environment. Handlers run in this process and read it once, when first imported
 * (clients at module scope), so a second stack in one process with other endpoints is reported.
 */
export function applyHandlerEnvironment(env: Record<string, string>): void {
  const changed = Object.keys(env).filter((name) => environment && environment[name] !== env[name]);
  if (loaded.size && changed.length) {
    console.warn(
      `[local] ${changed.join(', ')} changed after handlers were loaded in this process; they keep the old values. Restart on the same ports.`,
    );
  }
  Object.assign(process.env, env);
  environment = env;
}

/** Imports lambdas/src/handlers/<name>.ts on first use, so the adapter starts before every handler exists. */
export function loadHandler(name: string): Promise<LambdaHandler> {
  let handler = loaded.get(name);
  if (!handler) {
    const file = `${HANDLERS_DIR}${name}.ts`;
    handler = (async () => {
      if (!existsSync(file)) throw new Error(`Handler module ${file} does not exist yet`);
      const module = (await import(pathToFileURL(file).href)) as { handler?: LambdaHandler };
      if (typeof module.handler !== 'function') throw new Error(`${file} does not export a handler function`);
      return module.handler;
    })();
    loaded.set(name, handler);
    // A module that failed to load (missing or broken while being written) is tried again next time.
    handler.catch(() => loaded.delete(name));
  }
  return handler;
}
