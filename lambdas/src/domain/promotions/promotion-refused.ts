import { PROMOTION_TEXTS, type PromotionRefusal } from '@shop/shared/promotions/promotion';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.ts';

/**
 * The error a refusal is answered with: 404 for a code that does not exist, 409 for one that exists but cannot be
 * used now; each with its own words, and the reason as the `promotionCode` field (the form shows it under the field).
 */
export function promotionRefused(reason: PromotionRefusal): Error {
  const message = PROMOTION_TEXTS[reason];
  const fields = { promotionCode: message };
  return reason === 'unknown' ? new NotFoundError(message, fields) : new ConflictError(message, fields);
}
