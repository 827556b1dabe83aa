import { ErrorBody } from '@shop/shared/api/errors';
import type { RouteDefinition } from '@shop/shared/api/route-definition';
import type * as z from 'zod/mini';
import { env } from '../config/env.ts';
import { getIdToken } from './auth.ts';

type RequestPart = 'params' | 'query' | 'body';
type PartInput<R, K extends RequestPart> = R extends { request: { [P in K]: infer S extends z.ZodMiniType } }
  ? z.input<S>
  : never;
/** A part the route declares is required (params, body) or optional (query); one it does not declare is refused. */
type PartOption<R, K extends RequestPart> = [PartInput<R, K>] extends [never]
  ? { [P in K]?: never }
  : K extends 'query'
    ? { [P in K]?: Partial<PartInput<R, K>> }
    : { [P in K]: PartInput<R, K> };

export type ApiRequestOptions<R extends RouteDefinition> = PartOption<R, 'params'> &
  PartOption<R, 'query'> &
  PartOption<R, 'body'> & { signal?: AbortSignal };

export type ApiResponse<R extends RouteDefinition> = z.infer<R['response']>;

/** A non-2xx answer; `message` is the server's text when it sent one (shown only for status < 500). */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

/** The route's path with `{name}` segments filled from params and the defined query values appended. */
export function buildApiUrl(path: string, params: object = {}, query: object = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value: unknown = (params as Record<string, unknown>)[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${env.VITE_API_ORIGIN}${filled}${qs ? `?${qs}` : ''}`;
}

async function send<R extends RouteDefinition>(
  route: R,
  options: ApiRequestOptions<R>,
  accept: string,
): Promise<Response> {
  const { params, query, body, signal } = options as {
    params?: object;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
  };
  const headers: Record<string, string> = { accept };
  if (body !== undefined) headers['content-type'] = 'application/json';
  // Signed-in calls carry the ID token (API Gateway's JWT authorizer reads `cognito:groups` from it). Public
  // routes never ask, so a visitor's catalogue calls do not wait on, or load, the sign-in code.
  const token = (route.auth as string) === 'public' ? undefined : await getIdToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(buildApiUrl(route.path, params, query), {
    method: route.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
}

async function refusal(response: Response): Promise<ApiError> {
  const data: unknown = await response.json().catch(() => undefined);
  const error = ErrorBody.safeParse(data);
  const message = error.success && response.status < 500 ? error.data.message : `Request failed (${response.status})`;
  return new ApiError(response.status, message, error.success ? error.data.fields : undefined);
}

/**
 * Calls one row of the shared route table and returns its body checked against the row's response schema,
 * so a server that drifts from the contract fails loudly here instead of deep inside a component. Callers pass
 * the row itself (from `@shop/shared/api/routes/<name>`), never a name looked up in the whole table, so a
 * chunk carries only the schemas of the rows it calls and admin rows stay in admin chunks.
 */
export async function apiRequest<R extends RouteDefinition>(
  route: R,
  options: ApiRequestOptions<R> = {} as ApiRequestOptions<R>,
): Promise<ApiResponse<R>> {
  const response = await send(route, options, 'application/json');
  if (!response.ok) throw await refusal(response);
  const data: unknown = await response.json().catch(() => undefined);
  const parsed = route.response.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, `Unexpected response from ${route.method} ${route.path}`);
  return parsed.data as ApiResponse<R>;
}

/** The file name a `content-disposition: attachment; filename="..."` header gives, if any. */
export function attachmentName(header: string | null): string | undefined {
  return header?.match(/filename="([^"]+)"/)?.[1];
}

/**
 * Calls a route that answers a file (a CSV export) with the caller's token, and returns its bytes with the
 * name the server chose. Refusals come back as JSON and throw ApiError, as with apiRequest.
 */
export async function apiFile<R extends RouteDefinition>(
  route: R,
  options: ApiRequestOptions<R> = {} as ApiRequestOptions<R>,
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send(route, options, '*/*');
  if (!response.ok) throw await refusal(response);
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('content-disposition')) };
}

/** A missing resource, or an id the API refused as malformed: both mean "nothing to show here". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
