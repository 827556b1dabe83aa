import fc from 'fast-check';
import type * as z from 'zod/mini';

/** The parts of zod/mini's internal definition the generator reads (zod 4 keeps them on `_zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  element?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  entries?: Record<string, string | number>;
  options?: z.ZodMiniType[];
  values?: unknown[];
  checks?: { _zod: { def: CheckDef } }[];
}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** Keys an object may leave out: optional or defaulted fields. */
function canBeOmitted(schema: z.ZodMiniType): boolean {
  const type = defOf(schema).type;
  return type === 'optional' || type === 'default';
}

/**
 * Strings a pattern accepts. fast-check refuses some flags (`i`); the pattern without them accepts
 * a subset of the same strings, which is all the generator needs.
 */
function matching(regex: RegExp): fc.Arbitrary<string> {
  for (const candidate of [regex, new RegExp(regex.source)]) {
    try {
      return fc.stringMatching(candidate);
    } catch {
      // try the next form
    }
  }
  return fc.string({ maxLength: 40 });
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const regex = checks.find((check) => check.format === 'regex')?.pattern;
  if (regex) return matching(regex);
  if (checks.some((check) => check.format === 'email')) return fc.emailAddress();
  const minLength = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const maxLength = checks.find((check) => check.check === 'max_length')?.maximum ?? 40;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 60)) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const low = checks.find((check) => check.check === 'greater_than');
  const high = checks.find((check) => check.check === 'less_than');
  const min = low ? Math.ceil((low.value ?? 0) + (low.inclusive ? 0 : 1)) : -10;
  const max = high ? Math.floor((high.value ?? 0) - (high.inclusive ? 0 : 1)) : 1_000_000;
  return min <= max ? fc.integer({ min, max }) : fc.integer();
}

/**
 * Values shaped like a request schema: the fields it names, of the types it wants, mostly inside
 * its limits. "Mostly": checks this does not read (custom refinements, cross-field rules) may still
 * refuse them, which is fine: the fuzzer asks the schema itself whether a request is valid.
 */
export function schemaArbitrary(schema: z.ZodMiniType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (next: z.ZodMiniType | undefined) => (next ? schemaArbitrary(next, depth + 1) : fc.constant(undefined));
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, inner(field)]));
      const requiredKeys = Object.keys(shape).filter((key) => !canBeOmitted(shape[key] as z.ZodMiniType));
      return fc.record(fields, { requiredKeys });
    }
    case 'optional':
    case 'default':
    case 'readonly':
      return inner(def.innerType);
    case 'nullable':
      return fc.oneof(fc.constant(null), inner(def.innerType));
    case 'pipe':
      return inner(def.in);
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => inner(option)));
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(inner(def.element), { maxLength: 3 });
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), inner(def.valueType), { maxKeys: 3 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The field names of an object schema (through optional/default/pipe wrappers), for query strings and mutations. */
export function fieldNames(schema: z.ZodMiniType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  const next = def.innerType ?? def.in;
  return next ? fieldNames(next) : [];
}
