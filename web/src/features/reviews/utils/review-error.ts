import { REVIEW_FAILURE_TEXT } from '@shop/shared/storefront/reviews';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The message a failed review submit shows: the server's own words for refusals a person can act on (409: already
 * reviewed; 400: a field to fix), the form's own general failure text for everything else.
 */
export function reviewErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
    const fieldText = error.fields ? Object.values(error.fields)[0] : undefined;
    return fieldText ?? error.message;
  }
  return REVIEW_FAILURE_TEXT;
}
