import type { RouteDefinition } from '@shop/shared/api/routes';
import fc from 'fast-check';
import type * as z from 'zod/mini';
import {
  contentType,
  hostileRawBody,
  hostileString,
  oddPathParam,
  type WireParam,
  wrongType,
} from './hostile-values.ts';
import { fieldNames, schemaArbitrary } from './schema-arbitrary.ts';

export const PRESENTERS = ['none', 'user', 'admin', 'super_admin', 'garbage'] as const;
export type Presenter = (typeof PRESENTERS)[number];

export interface FuzzRequest {
  route: RouteDefinition;
  as: Presenter;
  params: Record<string, WireParam>;
  query: [string, string][];
  /** The raw body text, or undefined for none. */
  body: string | undefined;
  contentType: string | undefined;
}

/**
 * Node refuses a request line past 16 KB with a bare 431 before any code of ours runs (API Gateway
 * has its own limit), so URL parts are cut to an encoded length that keeps the line well inside it.
 */
const PATH_PARAM_MAX = 4_100;
const QUERY_PART_MAX = 600;

function clipEncoded(text: string, max: number): string {
  let clipped = text;
  while (encodeURIComponent(wellFormed(clipped)).length > max)
    clipped = clipped.slice(0, Math.floor(clipped.length / 2));
  return clipped;
}

/**
 * Routes that may change something: every method but GET, and GETs whose row grants a write or a
 * side effect (verify, download counting, unsubscribe). The fuzzer sends these only requests that
 * must be refused, so that a write in the table after the run is a write by a rejected request.
 */
export function changesState(route: RouteDefinition): boolean {
  const access = route.access as Record<string, string | undefined>;
  return (
    route.method !== 'GET' ||
    Object.values(access).includes('write') ||
    access.email !== undefined ||
    access.paystack !== undefined
  );
}

const pathParamNames = (route: RouteDefinition) => [...route.path.matchAll(/\{(\w+)\+?\}/g)].map((m) => m[1] as string);

function paramsArbitrary(route: RouteDefinition): fc.Arbitrary<Record<string, WireParam>> {
  const names = pathParamNames(route);
  const shape = route.request.params ? fieldNames(route.request.params) : [];
  const valid = (name: string) =>
    route.request.params && shape.includes(name)
      ? schemaArbitrary(route.request.params).map((params) => String((params as Record<string, unknown>)[name] ?? 'x'))
      : fc.string({ minLength: 1, maxLength: 20 });
  // An empty parameter would address another row (`/api/orders/` is the list), not probe this one.
  const one = (name: string) =>
    fc.oneof(
      { arbitrary: valid(name).map((value) => ({ value: value || '0', raw: false })), weight: 3 },
      {
        arbitrary: oddPathParam.map((p) => (p.raw ? p : { ...p, value: clipEncoded(p.value, PATH_PARAM_MAX) || '0' })),
        weight: 2,
      },
    );
  return fc.record(Object.fromEntries(names.map((name) => [name, one(name)])));
}

function queryArbitrary(schema: z.ZodMiniType | undefined): fc.Arbitrary<[string, string][]> {
  const known = fieldNames(schema);
  const shaped = schema
    ? schemaArbitrary(schema).map((value) =>
        Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]),
      )
    : fc.constant([] as [string, string][]);
  const name = known.length ? fc.oneof(fc.constantFrom(...known), hostileString) : hostileString;
  const junk = fc.array(fc.tuple(name, fc.oneof(hostileString, fc.constantFrom('1', '-1', '999999999999'))), {
    maxLength: 4,
  });
  return fc
    .oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: junk, weight: 2 }, { arbitrary: fc.constant([]), weight: 1 })
    .map((pairs) =>
      pairs.map(([k, v]): [string, string] => [clipEncoded(k, QUERY_PART_MAX), clipEncoded(v, QUERY_PART_MAX)]),
    );
}

/** A schema-shaped body with one field swapped for a value of the wrong kind. */
function mutated(schema: z.ZodMiniType): fc.Arbitrary<unknown> {
  const names = fieldNames(schema);
  if (!names.length) return wrongType;
  return fc
    .tuple(schemaArbitrary(schema), fc.constantFrom(...names, '__extra__'), wrongType)
    .map(([value, field, junk]) => ({ ...(value as object), [field]: junk }));
}

function bodyArbitrary(schema: z.ZodMiniType | undefined): fc.Arbitrary<string | undefined> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((v) => JSON.stringify(v) ?? 'null');
  return fc.oneof(
    { arbitrary: json(schema ? schemaArbitrary(schema) : fc.jsonValue({ maxDepth: 2 })), weight: 4 },
    { arbitrary: json(schema ? mutated(schema) : wrongType), weight: 3 },
    { arbitrary: json(wrongType), weight: 1 },
    { arbitrary: hostileRawBody, weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

export function requestArbitrary(route: RouteDefinition): fc.Arbitrary<FuzzRequest> {
  const sendsBody = route.method !== 'GET';
  return fc.record({
    route: fc.constant(route),
    as: fc.constantFrom(...PRESENTERS),
    params: paramsArbitrary(route),
    query: queryArbitrary(route.request.query),
    body: sendsBody ? bodyArbitrary(route.request.body) : fc.option(hostileRawBody, { freq: 8, nil: undefined }),
    contentType,
  });
}

/** The text as it travels in UTF-8: a lone surrogate becomes U+FFFD, as any client would send it. */
export function wellFormed(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** The path and query as sent: raw parameters verbatim, the others percent-encoded. */
export function wirePath(request: FuzzRequest): string {
  const path = request.route.path.replace(/\{(\w+)\+?\}/g, (_whole, name: string) => {
    const param = request.params[name] as WireParam;
    return param.raw ? param.value : encodeURIComponent(wellFormed(param.value));
  });
  const query = new URLSearchParams(request.query).toString();
  return query ? `${path}?${query}` : path;
}
