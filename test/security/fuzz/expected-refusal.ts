import type * as z from 'zod/mini';
import { type FuzzRequest, type Presenter, wellFormed } from './fuzz-request.ts';

/** Rows refused without a genuine signature over the body, which the fuzzer never has. */
const SIGNED_ROUTES = new Set(['payment-webhook']);

const ALLOWED: Record<string, readonly Presenter[]> = {
  public: ['none', 'user', 'admin', 'super_admin', 'garbage'],
  optional: ['none', 'user', 'admin', 'super_admin'],
  user: ['user', 'admin', 'super_admin'],
  admin: ['admin', 'super_admin'],
  super_admin: ['super_admin'],
};

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

const passes = (schema: z.ZodMiniType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

function decodedParams(request: FuzzRequest): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [name, param] of Object.entries(request.params)) {
    try {
      params[name] = param.raw ? decodeURIComponent(param.value) : wellFormed(param.value);
    } catch {
      return undefined;
    }
  }
  return params;
}

/** The query as HTTP API hands it to a Lambda: repeated names joined with commas. */
function lambdaQuery(request: FuzzRequest): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(new URLSearchParams(request.query).toString())) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  return query;
}

function bodyPasses(request: FuzzRequest): boolean {
  const schema = request.route.request.body;
  if (!schema) return true;
  if (!request.body) return passes(schema, undefined);
  if (request.contentType !== undefined && !JSON_TYPE.test(request.contentType)) return false;
  try {
    return passes(schema, JSON.parse(wellFormed(request.body)));
  } catch {
    return false;
  }
}

/**
 * A path parameter that decodes to a dot segment (`.`, `..`, `%2e%2e`) is resolved by the edge, as CloudFront
 * resolves it, so the request reaches another row (`/api/profiles/../settings` is `/api/settings`): what that
 * row answers cannot be told from this one's rules.
 */
function leavesItsRow(request: FuzzRequest): boolean {
  return Object.values(decodedParams(request) ?? {}).some((value) => value === '.' || value === '..');
}

/**
 * Whether the shop must refuse this request with a 4xx, worked out from the route table the way
 * the server works it out: the caller's role for the row, then the row's schemas for path, query
 * and body (a body that is not JSON, or is sent as another content type, fails).
 */
export function mustRefuse(request: FuzzRequest): boolean {
  const { route } = request;
  if (leavesItsRow(request)) return false;
  if (SIGNED_ROUTES.has(route.name)) return true;
  if (!(ALLOWED[route.auth] ?? []).includes(request.as)) return true;
  const params = decodedParams(request);
  if (!params || !passes(route.request.params, params)) return true;
  if (!passes(route.request.query, lambdaQuery(request))) return true;
  return !bodyPasses(request);
}
