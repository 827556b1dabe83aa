import { Agent, request as httpRequest } from 'node:http';
import { type FuzzRequest, wirePath } from './fuzz-request.ts';

export interface FuzzAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** Eight sockets: the bound on concurrency, so two shared cores are not swamped. */
export const CONCURRENCY = 8;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/**
 * Sends a request with node:http rather than fetch, so the path goes out exactly as written
 * (fetch would resolve `..` segments and re-encode what the fuzzer means to send malformed).
 */
export function send(api: string, request: FuzzRequest, token: string | undefined): Promise<FuzzAnswer> {
  const url = new URL(api);
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: request.route.method,
        path: wirePath(request),
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
          ...(body ? { 'content-length': body.length } : {}),
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out after 30 s')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Runs `work` over the items with at most CONCURRENCY in flight, in order of the items. */
export async function inPool<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

export function closeAgent(): void {
  agent.destroy();
}
