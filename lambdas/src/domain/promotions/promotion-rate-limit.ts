import { PROMOTION_TEXTS } from '@shop/shared/promotions/promotion';
import type { RateLimitRule } from '../rate-limits/enforce-rate-limit.ts';

/**
 * Tries of promotion codes (checkout's Apply, and a payment started with a code), per account and per address: a
 * buyer types a code or two; someone walking through guesses is stopped after a handful, for the rest of the window.
 */
export const PROMOTION_RATE_LIMIT: RateLimitRule = {
  action: 'promotion-code',
  accountLimit: 10,
  limit: 30,
  windowSeconds: 15 * 60,
  message: PROMOTION_TEXTS.tooManyAttempts,
};
