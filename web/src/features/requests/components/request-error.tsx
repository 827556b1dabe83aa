import { ApiError } from '../../../lib/api-client.ts';
import { refusalText } from '../../../lib/refusal-text.ts';

/** A refusal's words (400, 404, 429...) as the server gave them; anything else as a plain failure. */
export function requestErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return refusalText(error.message);
  return error instanceof Error ? error.message : String(error);
}
