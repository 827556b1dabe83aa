import {
  ConflictError,
  DomainError,
  ForbiddenError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  ProviderFailedError,
  TooManyRequestsError,
  UnauthenticatedError,
  UnavailableError,
} from '../errors/domain-errors.ts';

/** A refusal that only HTTP knows (how the body was sent, what the caller accepts). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Send the request body as JSON (Content-Type: application/json)') {
    super(415, message);
  }
}

const STATUS_OF: [new (...args: never[]) => DomainError, number][] = [
  [InvalidInputError, 400],
  [UnauthenticatedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [GoneError, 410],
  [TooManyRequestsError, 429],
  [ProviderFailedError, 502],
  [UnavailableError, 503],
];

/** The status code and message a refusal answers with; undefined for an error that is not a refusal (a 500). */
export function refusalOf(
  error: unknown,
): { statusCode: number; message: string; fields?: Record<string, string>; retryAfterSeconds?: number } | undefined {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
  if (!(error instanceof DomainError)) return undefined;
  const statusCode = STATUS_OF.find(([kind]) => error instanceof kind)?.[1] ?? 400;
  // Every 429 says when to come back (RFC 9110 Retry-After, in seconds).
  const retryAfterSeconds = error instanceof TooManyRequestsError ? error.retryAfterSeconds : undefined;
  return { statusCode, message: error.message, fields: error.fields, retryAfterSeconds };
}
