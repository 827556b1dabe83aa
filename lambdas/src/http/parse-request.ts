import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { InvalidInputError } from '../errors/domain-errors.ts';
import { UnsupportedMediaTypeError } from './http-errors.ts';

export interface RequestSchemas {
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
}

/** What a handler receives after validation; each part typed by its schema. */
export interface ParsedRequest<S extends RequestSchemas> {
  params: S['params'] extends z.ZodMiniType ? z.infer<S['params']> : undefined;
  query: S['query'] extends z.ZodMiniType ? z.infer<S['query']> : undefined;
  body: S['body'] extends z.ZodMiniType ? z.infer<S['body']> : undefined;
}

function validate(schema: z.ZodMiniType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= issue.message;
  }
  throw new InvalidInputError(Object.values(fields).join('; '), fields);
}

/** application/json, with or without parameters, and the +json types (application/merge-patch+json). */
const JSON_CONTENT_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * A body declared as something other than JSON is refused (415) rather than parsed anyway: a page on
 * another site can post text/plain or a form without a CORS preflight, and such a post must not be
 * able to subscribe, send a message or count an ad click. A body without a Content-Type is read as JSON.
 */
function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  const contentType = event.headers?.['content-type'] ?? event.headers?.['Content-Type'];
  if (contentType !== undefined && !JSON_CONTENT_TYPE.test(contentType)) throw new UnsupportedMediaTypeError();
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidInputError('The request body must be valid JSON');
  }
}

/** Validates path parameters, query string and JSON body against the route's schemas. */
export function parseRequest<S extends RequestSchemas>(event: APIGatewayProxyEventV2, schemas: S): ParsedRequest<S> {
  return {
    params: schemas.params ? validate(schemas.params, event.pathParameters ?? {}) : undefined,
    query: schemas.query ? validate(schemas.query, event.queryStringParameters ?? {}) : undefined,
    body: schemas.body ? validate(schemas.body, readJsonBody(event)) : undefined,
  } as ParsedRequest<S>;
}
