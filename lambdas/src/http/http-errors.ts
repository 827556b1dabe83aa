/** Errors domain code throws; the route wrapper maps them to status codes and shows their message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, message, fields);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in to continue') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to do that') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Send the request body as JSON (Content-Type: application/json)') {
    super(415, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message = 'Too many requests. Please wait a few minutes and try again.') {
    super(429, message);
  }
}

export class GoneError extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The service is busy; please try again in a moment.') {
    super(503, message);
  }
}
