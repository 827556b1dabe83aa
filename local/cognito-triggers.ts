import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COGNITO_TRIGGERS } from '@shop/infra/definitions/cognito-triggers';
import { closeServer, listen } from './emulators/close-server.ts';
import { loadHandler } from './handler-loader.ts';

/** Lambda's Invoke API path: POST /2015-03-31/functions/{name}/invocations. */
const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/** What cognito-local's config names for each trigger: Cognito's trigger name to the function's name. */
export const TRIGGER_FUNCTIONS: Record<string, string> = Object.fromEntries(
  Object.entries(COGNITO_TRIGGERS).map(([trigger, row]) => [trigger, row.name]),
);

const HANDLERS = new Map(Object.values(COGNITO_TRIGGERS).map((row) => [row.name, row.handler]));

type TriggerHandler = (event: unknown) => Promise<unknown>;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * The user pool's Lambda triggers offline: cognito-local calls Lambda's Invoke API (with an AWS SDK v2 client) for
 * each trigger its config names, and this answers it by running the same handler in this process, as the API
 * adapter runs the API's handlers. A handler that throws answers as Lambda does (200 with X-Amz-Function-Error), so
 * cognito-local reacts as Cognito would.
 */
export async function startCognitoTriggers(options: { quiet?: boolean } = {}) {
  const server = createServer(async (request, response) => {
    const name = INVOKE_PATH.exec(new URL(request.url ?? '/', 'http://localhost').pathname)?.[1];
    const handlerName = name ? HANDLERS.get(decodeURIComponent(name)) : undefined;
    if (request.method !== 'POST' || !handlerName) {
      send(
        response,
        404,
        { Type: 'User', message: `Function not found: ${name ?? request.url}` },
        {
          'x-amzn-errortype': 'ResourceNotFoundException',
        },
      );
      return;
    }
    try {
      const event = JSON.parse((await readBody(request)) || '{}') as { triggerSource?: string };
      const handler = (await loadHandler(handlerName)) as unknown as TriggerHandler;
      const result = await handler(event);
      if (!options.quiet) console.log(`[cognito-triggers] ${handlerName}: ${event.triggerSource ?? ''}`);
      send(response, 200, result ?? null, { 'x-amz-executed-version': '$LATEST' });
    } catch (error) {
      console.error(`[cognito-triggers] ${handlerName} failed:`, error);
      send(
        response,
        200,
        { errorType: (error as Error).name ?? 'Error', errorMessage: (error as Error).message ?? String(error) },
        { 'x-amz-function-error': 'Unhandled' },
      );
    }
  });
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => closeServer(server) };
}
