import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './close-server.ts';
import { type SignInGuard, signInGuard } from './sign-in-guard.ts';

/** Hop-by-hop headers and those fetch sets itself: never copied across the proxy. */
const NOT_FORWARDED = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** The user a Cognito call names: the sign-in's USERNAME, or the Username of a sign-up or a code request. */
function usernameOf(body: Buffer): string | undefined {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { Username?: unknown; AuthParameters?: { USERNAME?: unknown } };
    const name = parsed.AuthParameters?.USERNAME ?? parsed.Username;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a Cognito answer is a failed sign-in (a wrong password or an unknown user, which Cognito counts alike). */
function isFailedSignIn(status: number, body: Buffer): boolean {
  if (status < 400) return false;
  try {
    const type = String((JSON.parse(body.toString('utf8')) as { __type?: unknown }).__type ?? '');
    return /NotAuthorizedException|UserNotFoundException|InvalidPasswordException/.test(type);
  } catch {
    return false;
  }
}

/**
 * In front of cognito-local, on the port the stack gives Cognito: every call passes through unchanged, except that the
 * guard (sign-in-guard.ts) refuses what Cognito would refuse to a guesser, in Cognito's own error shape, and learns
 * from each sign-in's answer. cognito-local itself has no such protection.
 */
export async function startCognitoGuard(options: { port: number; upstream: string; guard?: SignInGuard }) {
  const guard = options.guard ?? signInGuard();
  const server = createServer(async (request, response) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const target = request.headers['x-amz-target'];
      const action = typeof target === 'string' ? (target.split('.').pop() ?? '') : '';
      const username = action ? usernameOf(body) : undefined;
      const address = request.socket.remoteAddress ?? '';
      const now = Date.now();

      const refusal = action ? guard.before(action, username, address, now) : undefined;
      if (refusal) {
        response.writeHead(400, {
          'content-type': 'application/x-amz-json-1.1',
          'x-amzn-errortype': refusal.type,
          'access-control-allow-origin': '*',
          'access-control-expose-headers': 'x-amzn-errortype, x-amzn-errormessage',
        });
        response.end(JSON.stringify({ __type: refusal.type, message: refusal.message }));
        return;
      }

      const upstream = await fetch(`${options.upstream}${request.url ?? '/'}`, {
        method: request.method,
        headers: forwardedHeaders(request.headers),
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
      });
      const answer = Buffer.from(await upstream.arrayBuffer());
      if (action === 'InitiateAuth') {
        const failed = isFailedSignIn(upstream.status, answer);
        if (failed || upstream.ok) guard.afterSignIn(username, address, !failed, now);
      }
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!NOT_FORWARDED.has(name) && name !== 'content-encoding') headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      response.end(answer);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`cognito guard: ${String(error)}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => closeServer(server) };
}
