/**
 * What the domain says went wrong, in words a person can act on. The domain knows nothing of HTTP:
 * `httpRoute` alone turns each kind into a status code (http/http-errors.ts), so the same rules can run
 * behind another entry point (a queue, a script) unchanged.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    /** Per-field messages for a form, when the input was wrong field by field. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule (shape, range, a combination of fields). */
export class InvalidInputError extends DomainError {}

/** A kind of refusal with the words it says when the domain gives none of its own. */
function refusalWithDefault(defaultMessage: string) {
  return class extends DomainError {
    constructor(message = defaultMessage, fields?: Record<string, string>) {
      super(message, fields);
    }
  };
}

/** The caller must sign in first. */
export class UnauthenticatedError extends refusalWithDefault('Please sign in to continue') {}

/** The caller is known but may not do this. */
export class ForbiddenError extends refusalWithDefault('You do not have permission to do that') {}

export class NotFoundError extends refusalWithDefault('Not found') {}

/** The thing is not in a state that allows this (taken, already done, changed meanwhile). */
export class ConflictError extends DomainError {}

/** It existed once and is gone for good (an expired link). */
export class GoneError extends DomainError {}

/** What a 429 without a window of its own asks the caller to wait ("a few minutes"). */
export const DEFAULT_RETRY_AFTER_SECONDS = 300;

/** Too many tries in a window; `retryAfterSeconds` is when the window ends (the answer's Retry-After). */
export class TooManyRequestsError extends DomainError {
  constructor(
    message = 'Too many requests. Please wait a few minutes and try again.',
    fields?: Record<string, string>,
    readonly retryAfterSeconds = DEFAULT_RETRY_AFTER_SECONDS,
  ) {
    super(message, fields);
  }
}

/** A service of ours is busy or down; trying again later can succeed. */
export class UnavailableError extends refusalWithDefault('The service is busy; please try again in a moment.') {}

/** An outside provider (Paystack) failed or did not answer. */
export class ProviderFailedError extends DomainError {}
